/**
 * DIN-FP7: the open menu's poll reads an answer only when its ETag is new, the first poll included (LEFT3: it
 * starts from the loaded menu's ETag, passed on by the fetch helper); a sold-out switch still shows.
 */

import type { DinerMenuAnswer } from '@tavola/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';
import { pollMenu } from './menu-poll.ts';
import { MENU_REREAD_MS } from './use-diner-menu.ts';

type Answer = { status: number; body: string; etag?: string } | 'offline';

/** fetch answering the menu's calls in order (the last one again), recording each call's cache mode. */
function stubFetch(answers: Answer[]) {
  const modes: (RequestCache | undefined)[] = [];
  const fetchFn = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    modes.push(init.cache);
    const a = answers.length > 1 ? answers.shift() : answers[0];
    if (!a || a === 'offline') throw new TypeError('Failed to fetch');
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (a.etag) headers.etag = a.etag;
    return new Response(a.body, { status: a.status, headers });
  });
  vi.stubGlobal('fetch', fetchFn);
  return { fetchFn, modes };
}

const soldOut = (menu: DinerMenuAnswer, id: string): DinerMenuAnswer => ({
  ...menu,
  menuItems: menu.menuItems.map((i) => (i.id === id ? { ...i, soldOut: true } : i)),
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pollMenu (DIN-FP7)', () => {
  it('[DIN-FP7] revalidates (no-cache); an answer of the last ETag is not read', async () => {
    const { modes } = stubFetch([
      { status: 200, body: JSON.stringify(aMenu), etag: '"a-br"' },
      { status: 200, body: 'not json: never read', etag: '"a-br"' },
    ]);
    expect(await pollMenu('roma', null, null)).toEqual({ kind: 'new', menu: aMenu, tag: '"a-br"' });
    expect(await pollMenu('roma', null, '"a-br"')).toEqual({ kind: 'same' });
    expect(modes).toEqual(['no-cache', 'no-cache']);
  });

  it('[DIN-FP7] no ETag, another one, an error or no signal', async () => {
    stubFetch([
      { status: 200, body: JSON.stringify(aMenu) },
      { status: 200, body: JSON.stringify(aMenu), etag: '"b"' },
      { status: 503, body: '{}' },
      'offline',
    ]);
    expect((await pollMenu('roma', null, null)).kind).toBe('new');
    expect(await pollMenu('roma', null, '"a"')).toMatchObject({ kind: 'new', tag: '"b"' });
    expect(await pollMenu('roma', null, '"b"')).toEqual({ kind: 'failed' });
    expect(await pollMenu('roma', null, '"b"')).toEqual({ kind: 'failed' });
  });
});

describe('the open menu’s poll (CARD3, DIN-FP7)', () => {
  beforeEach(() => {
    localStorage.clear();
    useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  });

  it('[DIN-FP7][LEFT3] an unchanged menu is not read again, from the first poll on; a sold-out item shows on the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchFn } = stubFetch([
      { status: 200, body: JSON.stringify(aMenu), etag: '"a"' }, // the first load, through the fetch helper
      { status: 200, body: JSON.stringify(aMenu), etag: '"a"' }, // poll 1: the load's ETag, not read
      { status: 200, body: JSON.stringify(aMenu), etag: '"a"' }, // poll 2: the same answer
      { status: 200, body: JSON.stringify(soldOut(aMenu, 'bc')), etag: '"b"' }, // poll 3: sold out
    ]);
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findAllByTestId('diner-item');
    expect(screen.queryAllByTestId('sold-out')).toHaveLength(0);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const menuWrites = () => setItem.mock.calls.filter(([key]) => key.includes('menu')).length;
    for (const poll of [1, 2]) {
      await act(() => vi.advanceTimersByTimeAsync(MENU_REREAD_MS));
      expect(fetchFn).toHaveBeenCalledTimes(1 + poll);
    }
    expect(screen.queryAllByTestId('sold-out')).toHaveLength(0);
    expect(screen.getAllByTestId('diner-item').length).toBeGreaterThan(0);
    expect(menuWrites()).toBe(0); // neither poll read or kept anything: the first one knew the load's ETag
    await act(() => vi.advanceTimersByTimeAsync(MENU_REREAD_MS));
    expect(await screen.findAllByTestId('sold-out')).toHaveLength(1);
    expect(menuWrites()).toBe(1);
  });
});
