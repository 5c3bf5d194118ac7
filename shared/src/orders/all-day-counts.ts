/**
 * KDS2-KDS3: what a kitchen display derives from its tickets: the all-day counts (open quantity per item)
 * and what tapping a ticket's header does (its least advanced lines move one step, OS2).
 */
import {
  isOrderItemStatus,
  kitchenNextStep,
  ORDER_ITEM_STATUSES,
  type OrderItemStatus,
} from './order-state.ts';

export type KitchenLineState = {
  readonly id: string;
  readonly itemId: string;
  readonly itemTitle: string;
  readonly variantId: string | null;
  readonly variantTitle: string | null;
  readonly quantity: number;
  readonly status: string;
};

export type AllDayCount = {
  readonly key: string;
  readonly itemTitle: string;
  readonly variantTitle: string | null;
  readonly count: number;
};

/** One station's counts. Stations do not exist yet: every line is in the one `station: null` group. */
export type AllDayStation = { readonly station: string | null; readonly counts: readonly AllDayCount[] };

/** A line still owed by the kitchen: it has a next kitchen step (not delivered, not cancelled). */
export const isOpenKitchenLine = (status: string): boolean =>
  isOrderItemStatus(status) && kitchenNextStep(status) !== null;

/** KDS2: open quantity per item and variant across the lines given, most first, then by name. */
export function allDayCounts(lines: readonly KitchenLineState[]): readonly AllDayStation[] {
  const counts = new Map<string, AllDayCount>();
  for (const l of lines) {
    if (!isOpenKitchenLine(l.status)) continue;
    const key = `${l.itemId}/${l.variantId ?? ''}`;
    const seen = counts.get(key);
    counts.set(key, {
      key,
      itemTitle: l.itemTitle,
      variantTitle: l.variantTitle,
      count: (seen?.count ?? 0) + l.quantity,
    });
  }
  const sorted = [...counts.values()].sort(
    (a, b) =>
      b.count - a.count ||
      a.itemTitle.localeCompare(b.itemTitle) ||
      (a.variantTitle ?? '').localeCompare(b.variantTitle ?? ''),
  );
  return sorted.length ? [{ station: null, counts: sorted }] : [];
}

export type TicketBump = { readonly itemId: string; readonly next: OrderItemStatus };

const rank = (s: OrderItemStatus) => ORDER_ITEM_STATUSES.indexOf(s);

/**
 * KDS3: a ticket bump moves the ticket's least advanced open lines one step each (OS2), so a ticket walks
 * Start Making → Complete → Delivered as one, lagging lines catch up first, and no line skips a step.
 */
export function ticketBump(lines: readonly Pick<KitchenLineState, 'id' | 'status'>[]): readonly TicketBump[] {
  const open = lines.flatMap((l) =>
    isOrderItemStatus(l.status) && kitchenNextStep(l.status) ? [{ id: l.id, status: l.status }] : [],
  );
  if (open.length === 0) return [];
  const least = Math.min(...open.map((l) => rank(l.status)));
  return open.flatMap((l) => {
    const step = rank(l.status) === least ? kitchenNextStep(l.status) : null;
    return step ? [{ itemId: l.id, next: step.next }] : [];
  });
}

/** The label of a ticket bump: the step its least advanced open lines take next, or null when none is open. */
export function ticketNextStep(lines: readonly Pick<KitchenLineState, 'status'>[]): string | null {
  const statuses = lines
    .map((l) => l.status)
    .filter(isOrderItemStatus)
    .filter((s) => kitchenNextStep(s));
  if (statuses.length === 0) return null;
  const least = statuses.reduce((a, b) => (rank(b) < rank(a) ? b : a));
  return kitchenNextStep(least)?.label ?? null;
}
