/**
 * PRN2: what an order's latest state asks the printers for, decided from the order, its lines and the marks of
 * what was printed before (never from which mutation ran, so every door that commits orders, REST or sync push,
 * triggers the same). Pure: the trigger (triggers.ts) loads, claims the marks and stores the jobs.
 * - kitchen: lines of an order the kitchen sees (`kitchenSeesOrder`), not held for a later course, not yet ticketed
 *   (`sent:<line>`): one ticket a kitchen printer whose stations take them (`stationTakesLine`), NEW the first time
 *   the order is ticketed, ADDITION after;
 * - void: ticketed lines cancelled since, or all of a cancelled order's ticketed lines (`void:<line>`);
 * - cash: a paid order whose payment took cash (PRT19: any cash tender, `receipt:<order>`): its receipt when Print
 *   Settings enable printing, and a drawer kick on the receipt printer with a drawer.
 */
import { type KitchenRule, kitchenSeesOrder } from '@tavola/shared';
import { methodTookCash } from '@tavola/shared/printing/cash-payment';
import { stationTakesLine } from '@tavola/shared/stations/routing';

export type PlanOrder = {
  readonly id: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly deliveryType: string;
  readonly paymentMethod: string | null;
};
export type PlanLine = {
  readonly id: string;
  readonly orderId: string;
  readonly status: string;
  readonly stationId?: string | null;
  readonly heldUntilFired?: boolean | null;
};
export type PlanPrinter = {
  readonly id: string;
  readonly role: string;
  readonly stationIds: readonly string[];
  readonly hasDrawer: boolean;
};

export const markKey = {
  sent: (lineId: string) => `sent:${lineId}`,
  void: (lineId: string) => `void:${lineId}`,
  receipt: (orderId: string) => `receipt:${orderId}`,
  /** PRT19: a share of an equal split paid with cash (SPLIT6): its own drawer kick, when it is paid. */
  share: (shareId: string) => `share:${shareId}`,
};

/**
 * The marks the order's state asks for now (not yet in `marks`). `tookCash` (PRT19, asked only while the order is
 * paid and its receipt mark missing): whether its payment took cash, from its invoices' tenders.
 */
export function wantedMarks(
  order: PlanOrder,
  lines: readonly PlanLine[],
  rule: KitchenRule,
  marks: ReadonlySet<string>,
  tookCash: () => boolean = () => methodTookCash(order.paymentMethod),
  /** PRT19: the paid shares of an equal split that took cash: each opens the drawer once, as it is paid. */
  cashShareIds: readonly string[] = [],
): string[] {
  const wanted: string[] = [];
  const seen = kitchenSeesOrder(order, rule);
  for (const line of lines) {
    const sent = marks.has(markKey.sent(line.id));
    const cancelled = line.status === 'cancelled' || order.status === 'cancelled';
    if (!sent && seen && !cancelled && !line.heldUntilFired) wanted.push(markKey.sent(line.id));
    if (sent && cancelled && !marks.has(markKey.void(line.id))) wanted.push(markKey.void(line.id));
  }
  for (const id of cashShareIds) if (!marks.has(markKey.share(id))) wanted.push(markKey.share(id));
  if (order.paymentStatus === 'paid' && !marks.has(markKey.receipt(order.id)) && tookCash())
    wanted.push(markKey.receipt(order.id));
  return wanted;
}

export type TicketPlan = {
  readonly printerId: string;
  readonly mark: 'NEW' | 'ADDITION' | 'VOID';
  readonly lineIds: string[];
};
export type CashPlan = { readonly receiptPrinterId: string | null; readonly drawerPrinterId: string | null };

/** Kitchen tickets for the lines whose marks this trigger claimed (`claimed`), one a printer that takes any. */
export function ticketsFor(
  lines: readonly PlanLine[],
  printers: readonly PlanPrinter[],
  claimed: ReadonlySet<string>,
  ticketedBefore: boolean,
): TicketPlan[] {
  const fresh = lines.filter((l) => claimed.has(markKey.sent(l.id)));
  const voided = lines.filter((l) => claimed.has(markKey.void(l.id)));
  const plans: TicketPlan[] = [];
  for (const printer of printers.filter((p) => p.role === 'kitchen')) {
    const takes = (l: PlanLine) => stationTakesLine(printer.stationIds, l.stationId);
    const mine = fresh.filter(takes).map((l) => l.id);
    if (mine.length > 0)
      plans.push({ printerId: printer.id, mark: ticketedBefore ? 'ADDITION' : 'NEW', lineIds: mine });
    const gone = voided.filter(takes).map((l) => l.id);
    if (gone.length > 0) plans.push({ printerId: printer.id, mark: 'VOID', lineIds: gone });
  }
  return plans;
}

/** PRN6: where a cash payment prints its receipt (the first receipt printer) and kicks a drawer (one that has it). */
export function cashPlan(printers: readonly PlanPrinter[], printReceipt: boolean): CashPlan {
  const receiptPrinters = printers.filter((p) => p.role === 'receipt');
  const receipt = printReceipt ? (receiptPrinters[0] ?? null) : null;
  const drawer = receipt?.hasDrawer ? receipt : (receiptPrinters.find((p) => p.hasDrawer) ?? null);
  return { receiptPrinterId: receipt?.id ?? null, drawerPrinterId: drawer?.id ?? null };
}
