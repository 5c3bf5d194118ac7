/** The screens' tests: a signed-in user whose sync never reaches a server, on a page of the app. */
import type { RowOf, SessionUser, SyncedTable } from '@tavola/shared';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { currentDb } from '../db/current.ts';
import type { TavolaDb } from '../db/database.ts';
import { setSessionUser } from '../lib/session.ts';
import { startSync } from '../sync/sync-session.ts';
import type { SyncTransport } from '../sync/transport.ts';
import { aUser, signInCookie } from './builders.ts';
import { renderApp } from './render-app.tsx';

const offline = { ok: false as const, status: 0, message: 'offline' };
const unreachable: SyncTransport = {
  push: async () => offline,
  pull: async () => offline,
  registerDevice: async () => offline,
  lease: async () => offline,
};

/** Signs in `user` (admin by default), starts an offline sync, seeds `rows` as if pulled (cookie 1) and opens `path`. */
export async function openOffline(
  path: string,
  rows: { [T in SyncedTable]?: RowOf<T>[] } = {},
  user: SessionUser = aUser(),
): Promise<{ db: TavolaDb; app: ReturnType<typeof renderApp> }> {
  signInCookie();
  setSessionUser(user);
  startSync(user, { transport: unreachable, socket: false, locks: null });
  await waitFor(() => expect(currentDb()).not.toBeNull());
  const db = currentDb() as TavolaDb;
  await db.transaction('rw', db.tables, async () => {
    await db.meta.put({ key: 'cookie', value: 1 });
    for (const [table, list] of Object.entries(rows)) await db.table(table).bulkPut(list as unknown[]);
  });
  return { db, app: renderApp(path) };
}
