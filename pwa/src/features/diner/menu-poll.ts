/**
 * DIN-FP7 (ADR 0081): the open menu's re-read every 15 s (CARD3), revalidated by the browser with the answer's
 * ETag (`cache: 'no-cache'`: a 304 from the server, DIN-FP6). An answer whose ETag is the last one read is the menu
 * the screen already shows: its body is not read, so a poll of an unchanged 10,000-item menu parses no 3.7 MB of
 * JSON, compares nothing and writes nothing to storage on the phone.
 */

import type { DinerMenuAnswer } from '@tavola/shared';
import { API_BASE } from '../../lib/api.ts';

export type MenuPoll =
  /** The answer of the last ETag: the shown menu. */
  | { kind: 'same' }
  | { kind: 'new'; menu: DinerMenuAnswer; tag: string | null }
  /** No signal, a server error or an unreadable body: the shown menu stays. */
  | { kind: 'failed' };

const q = encodeURIComponent;

export async function pollMenu(
  qrcode: string,
  table: string | null,
  lastTag: string | null,
): Promise<MenuPoll> {
  try {
    const res = await fetch(`${API_BASE}/qrmenu/${q(qrcode)}${table ? `?table=${q(table)}` : ''}`, {
      credentials: 'include',
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return { kind: 'failed' };
    const tag = res.headers.get('etag');
    if (tag !== null && tag === lastTag) {
      void res.body?.cancel().catch(() => {});
      return { kind: 'same' };
    }
    return { kind: 'new', menu: (await res.json()) as DinerMenuAnswer, tag };
  } catch {
    return { kind: 'failed' };
  }
}
