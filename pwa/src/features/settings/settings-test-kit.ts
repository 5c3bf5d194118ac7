/** Test helpers for the settings screens: a signed-in admin whose sync never reaches a server. */
import type { TavolaDb } from '../../db/database.ts';
import { openOffline } from '../../test/open-offline.ts';

/** Signs in `user` (an admin), starts an offline sync, seeds `rows` as if pulled (cookie 1) and opens `path`. */
export const openSettings = openOffline;

/** The outbox's mutations, by name and args. */
export const outboxOf = async (db: TavolaDb) =>
  (await db.outbox.orderBy('id').toArray()).map(({ name, args }) => ({ name, args }));
