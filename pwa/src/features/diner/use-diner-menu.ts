/**
 * Loads the menu by qrcode (with the spec's placeholder texts) and keeps the last answer on the phone,
 * so a diner who loses signal can still browse (docs/architecture.md §6.5). A fresh answer always replaces it.
 */

import type { DinerMenuAnswer } from '@tavola/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dinerApi } from './diner-api.ts';
import { DINER_KEYS, readJson, writeJson } from './diner-storage.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { pollMenu } from './menu-poll.ts';

export type MenuState =
  | { kind: 'loading' }
  | { kind: 'broken' }
  | { kind: 'disabled' }
  | { kind: 'offline' }
  | { kind: 'ready'; menu: DinerMenuAnswer; stale: boolean };

/** How often an open menu is read again (CARD3: sold-out items, new prices). */
export const MENU_REREAD_MS = 15_000;

/** Menus fetched in this tab, so moving between the menu and an order's status shows no placeholder. */
const session = new Map<string, DinerMenuAnswer>();

const fromCache = (key: string): DinerMenuAnswer | null =>
  session.get(key) ?? readJson<DinerMenuAnswer | null>(DINER_KEYS.menu(key), null);

export function useDinerMenu(qrcode: string, table: string | null): MenuState & { retry: () => void } {
  const [state, setState] = useState<MenuState>(() => {
    if (qrcode.trim() === '') return { kind: 'broken' };
    const cached = fromCache(qrcode);
    return cached ? { kind: 'ready', menu: cached, stale: true } : { kind: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // DIN-FP7, LEFT3: the ETag of the menu shown, so the first poll after the load is a 304 that reads nothing
  const lastTag = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (qrcode.trim() === '') return;
    let cancelled = false;
    void dinerApi.menu(qrcode, table).then((r) => {
      if (cancelled) return;
      if (r.ok) {
        lastTag.current = r.etag ?? null;
        session.set(qrcode, r.data);
        writeJson(DINER_KEYS.menu(qrcode), r.data);
        setState({ kind: 'ready', menu: r.data, stale: false });
        return;
      }
      if (r.status === 404) {
        writeJson(DINER_KEYS.menu(qrcode), null);
        setState({ kind: r.message === DINER_TEXTS.menuNotAvailable ? 'disabled' : 'broken' });
        return;
      }
      // no signal or a server hiccup: keep showing the saved menu if there is one
      setState((s) => (s.kind === 'ready' ? { ...s, stale: true } : { kind: 'offline' }));
    });
    return () => {
      cancelled = true;
    };
  }, [qrcode, table, attempt]);

  // CARD3: a sold-out switch reaches an open menu by a re-read, revalidated by its ETag (ADR 0055); DIN-FP7: an
  // answer of the last ETag is the shown menu, not read again
  useEffect(() => {
    if (qrcode.trim() === '') return;
    const reread = () => {
      if (document.visibilityState !== 'visible') return;
      void pollMenu(qrcode, table, lastTag.current).then((r) => {
        if (r.kind !== 'new') return;
        lastTag.current = r.tag;
        const data = r.menu;
        session.set(qrcode, data);
        writeJson(DINER_KEYS.menu(qrcode), data);
        // an unchanged menu keeps its object, so the cards do not render again
        const same = (s: MenuState) =>
          s.kind === 'ready' && !s.stale && JSON.stringify(s.menu) === JSON.stringify(data);
        setState((s) => (s.kind !== 'ready' || same(s) ? s : { kind: 'ready', menu: data, stale: false }));
      });
    };
    const timer = setInterval(reread, MENU_REREAD_MS);
    document.addEventListener('visibilitychange', reread);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', reread);
    };
  }, [qrcode, table]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
