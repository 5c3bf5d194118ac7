/** Test helpers for customers, reservations and invoices: a signed-in user whose sync never reaches a server. */
import { openOffline } from '../../test/open-offline.ts';

/** Signs in `user` (admin by default), starts an offline sync, seeds `rows` as if pulled and opens `path`. */
export const openAs = openOffline;
