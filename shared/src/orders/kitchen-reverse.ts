/**
 * KDS12-KDS14: taking back a kitchen step. An accidental step is undone one step back (Undo), and a ticket bumped
 * off the screen (its order completed) is recalled: its delivered lines become ready again and the order reopens.
 * Only these reverse moves exist; forward moves keep OS2-OS7. Both only within `RECALL.windowMs` of the step.
 */
import { type OrderItemStatus, reject } from './order-state.ts';

/** KDS12: the one step back of each kitchen step (OS2). Nothing comes back from cancelled. */
export const REVERSE_STEP: Readonly<Partial<Record<OrderItemStatus, OrderItemStatus>>> = {
  preparing: 'created',
  completed: 'preparing',
  delivered: 'completed',
};

export const RECALL = {
  /** KDS13: how long after a step it can still be taken back. */
  windowMs: 30 * 60_000,
  /** KDS14: how many bumped tickets the recall strip keeps. */
  listMax: 10,
  /** KDS12: how long the Undo toast stays. */
  undoMs: 6_000,
} as const;

export const REVERSE_TEXTS = {
  recall: 'Recall',
  recallTitle: 'Recently bumped',
  recallTicket: (token: string) => `Recall ticket ${token}`,
  recalled: (token: string) => `Ticket ${token} recalled`,
  undo: 'Undo',
  undone: 'Undone',
  stepDone: (title: string, label: string) => `${title}: ${label}`,
  tooLate: 'This can no longer be taken back!',
  nothingToRecall: 'Nothing to recall on this ticket!',
} as const;

export type ReverseLine = { readonly status: string; readonly updatedAt: number };

export type ReverseCheck = { ok: true; to: OrderItemStatus } | { ok: false; code: string; message: string };

/** KDS12, KDS13: may a line in `from` (as the undo saw it) go one step back now? */
export function checkReverse(line: ReverseLine, from: string, now: number): ReverseCheck {
  if (line.status === 'cancelled') return reject('ITEM_FINAL');
  const to = REVERSE_STEP[from as OrderItemStatus];
  if (!to || line.status !== from) return reject('ILLEGAL_TRANSITION');
  if (now - line.updatedAt > RECALL.windowMs)
    return { ok: false, code: 'TOO_LATE', message: REVERSE_TEXTS.tooLate };
  return { ok: true, to };
}

/** KDS16: the preparation stamps a reverse move clears (the step is done again later, and timed again). */
export const clearedStamps = (to: OrderItemStatus): { startedAt?: null; readyAt?: null } =>
  to === 'created' ? { startedAt: null, readyAt: null } : to === 'preparing' ? { readyAt: null } : {};

/**
 * KDS14: the state a recall takes the ticket's lines back from: delivered (the ticket left a whole-order screen
 * when its order completed), else completed (it left a station's screen when its lines were ready); null: nothing.
 */
export function recallFrom(lines: readonly { readonly status: string }[]): 'delivered' | 'completed' | null {
  if (lines.some((l) => l.status === 'delivered')) return 'delivered';
  if (lines.some((l) => l.status === 'completed')) return 'completed';
  return null;
}

/** KDS14: a screen's recall list: the newest first, at most `listMax`, none older than the window. */
export function recallList<T extends { readonly leftAt: number; readonly orderId: string }>(
  list: readonly T[],
  now: number,
): T[] {
  const seen = new Set<string>();
  return [...list]
    .sort((a, b) => b.leftAt - a.leftAt)
    .filter((t) => now - t.leftAt <= RECALL.windowMs && !seen.has(t.orderId) && seen.add(t.orderId))
    .slice(0, RECALL.listMax);
}
