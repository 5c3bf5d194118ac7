// DRAIN9 (ADR 0080): the rebase's walks over a drained outbox stop every BREATHE_EVERY entries for a pause (inside
// the transaction: a trivial read), so the page answers taps between slices; the result is the walk's without pauses.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../db/database.ts';
import { BREATHE_EVERY, type EchoAnswer, keptRows, undosKeeping } from './echo.ts';

const N = 2 * BREATHE_EVERY + 7;
const entries: OutboxEntry[] = Array.from({ length: N }, (_, i) => ({
  id: i + 1,
  name: 'order.create.v1',
  args: {},
  clientTime: 0,
  status: 'pending',
  echo: `e${i}`,
  undo: [
    { table: 'orders', id: `o-${i}`, before: null },
    { table: 'orderItems', id: `l-${i}`, before: null },
  ],
}));
const answers = new Map<number, EchoAnswer>(entries.map((e) => [e.id, { sent: e.echo ?? '', mask: '11' }]));
const acknowledged = N - 3; // the last three still pending, not part of the server's state

describe('the rebase lets taps in between slices of its walks (DRAIN9)', () => {
  it('[DRAIN9] keptRows and undosKeeping pause every BREATHE_EVERY entries and end as without pauses', async () => {
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    const patched = new Set<string>();
    const plainKept = await keptRows(entries, acknowledged, patched, answers);
    const kept = await keptRows(entries, acknowledged, patched, answers, pause);
    expect(pauses).toBe(2);
    expect([...kept]).toEqual([...plainKept]);
    expect(kept.size).toBe(acknowledged * 2);
    const plainUndos = await undosKeeping(entries, acknowledged, kept);
    const undos = await undosKeeping(entries, acknowledged, kept, pause);
    expect(pauses).toBe(4);
    expect(undos).toEqual(plainUndos);
    // the acknowledged entries' rows are kept, so nothing of theirs is undone; the pending ones' are
    expect(undos.flat()).toHaveLength(3 * 2);
  });
});
