// The readiness write probe (ADR 0045): a row committed through the push path proves the instance can write.
// Run by the sync store (on its write or push thread when it has one), so a stuck push path holds it too.
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { type Plan, run } from './store/plan.ts';

export type ProbeInput = {
  /** The new row's id (a fresh one per probe). */
  readonly id: string;
  /** The server instance probing: its previous row is deleted. */
  readonly instance: string;
  /** The server's clock (epoch ms). */
  readonly now: number;
};

/** Rows of instances silent this long are deleted by the next probe of any instance. */
export const PROBE_ROWS_KEPT_MS = 3600_000;

/**
 * Text longer than a page of SQLite's default 4 KiB (which openSqlite keeps): the new row needs a page of its
 * own, taken from the free list or by growing the file, so the probe fails like a write once neither can
 * (`max_page_count`, a full disk), and the page its previous row frees is there for the next one.
 */
export const SQLITE_PROBE_PADDING = 'x'.repeat(4200);

/** Inserts the instance's new row, then deletes its previous one and rows of long-silent instances. */
export function* writeProbePlan(t: Tables, input: ProbeInput, padding: string | null): Plan<void> {
  const w = t.writeProbes;
  const { id, instance, now } = input;
  yield* run((db) => db.insert(w).values({ id, instance, probedAt: now, padding }));
  yield* run((db) =>
    db
      .delete(w)
      .where(and(ne(w.id, id), or(eq(w.instance, instance), lt(w.probedAt, now - PROBE_ROWS_KEPT_MS)))),
  );
}
