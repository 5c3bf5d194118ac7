/**
 * TOK8: the next number of the day, asked of the server at the moment of a sale, so while the tills are online
 * the day runs 1, 2, 3 … with no gaps. Null when the server cannot answer soon: the till then prints from its
 * reserve, or in its offline form (TOK2), and the sale never waits on the network for long.
 */
import { isOnlineNumber, maySell, type TokenBlock } from '@tavola/shared';
import { getMeta } from '../db/meta.ts';
import type { SyncEnv } from './local-env.ts';

/** How long a sale waits for its number before printing from the reserve. */
export const ONLINE_NUMBER_WAIT_MS = 2_000;

export async function onlineNumber(
  env: SyncEnv,
  waitMs: number = ONLINE_NUMBER_WAIT_MS,
): Promise<TokenBlock | null> {
  if (!maySell(env.who) || (typeof navigator !== 'undefined' && navigator.onLine === false)) return null;
  const deviceId = await getMeta(env.db, 'deviceId');
  if (!deviceId) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const answer = await Promise.race([env.transport.lease(deviceId, true), late]);
    const block = answer?.ok ? answer.data.leases[0] : undefined;
    return block && isOnlineNumber(block) ? block : null;
  } catch {
    return null; // no connection: the reserve it is
  } finally {
    clearTimeout(timer);
  }
}
