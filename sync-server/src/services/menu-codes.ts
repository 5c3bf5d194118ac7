/** MENU1: a new store's menu link code: its name as a slug, with a short random suffix when another store has it. */
import { randomBytes } from 'node:crypto';
import { MENU_CODE_SUFFIX_LENGTH, menuCodeSlug, menuCodeWithSuffix } from '@tavola/shared';
import { eq, like, or } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';

const suffix = () =>
  BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .slice(-MENU_CODE_SUFFIX_LENGTH)
    .padStart(MENU_CODE_SUFFIX_LENGTH, '0');

/** A code no store holds yet (read in `tx`, so a sign-up's own transaction sees what it inserted). */
export async function freeMenuCode(database: Database, tx: AppDb, name: string): Promise<string> {
  const column = database.t.storeSettings.uniqueQrCode;
  const slug = menuCodeSlug(name);
  const rows = await tx
    .select({ code: column })
    .from(database.t.storeSettings)
    .where(or(eq(column, slug), like(column, `${slug}-%`)));
  const taken = new Set(rows.map((r) => r.code));
  if (!taken.has(slug)) return slug;
  for (;;) {
    const code = menuCodeWithSuffix(slug, suffix());
    if (!taken.has(code)) return code;
  }
}
