/**
 * PRT22 (with PRT19): the jobs of the cash shares of an equal split whose marks a trigger just claimed: each share's
 * slip on the receipt printer when Print Settings enable printing (kicking the drawer first when that printer has
 * it), else, or when the drawer hangs on another printer, a drawer kick of its own.
 */
import type { PaymentTypeRow } from '@tavola/shared';
import type { PaidShare } from '@tavola/shared/sync/share-rows';
import { renderDrawer, renderShareSlip } from './job-documents.ts';
import type { NewJob } from './job-store.ts';
import { cashPlan, type PlanPrinter } from './print-plan.ts';

type JobPrinter = PlanPrinter & { readonly paperWidth: number; readonly language: string };

export type ShareJobsInput = {
  readonly tenantId: string;
  readonly order: { readonly id: string; readonly tokenNo: string };
  /** How many shares the bill is split into. */
  readonly of: number;
  /** The claimed cash shares, as paid. */
  readonly shares: readonly PaidShare[];
  readonly printers: readonly JobPrinter[];
  readonly printEnabled: boolean;
  readonly store: { storeName: string | null; currency: string; timeZone: string | null } | null;
  readonly paymentTypes: readonly PaymentTypeRow[];
};

export async function cashShareJobs(input: ShareJobsInput): Promise<NewJob[]> {
  const plan = cashPlan(input.printers, input.printEnabled);
  const receiptPrinter = input.printers.find((p) => p.id === plan.receiptPrinterId);
  const drawerPrinter = input.printers.find((p) => p.id === plan.drawerPrinterId);
  const title = (id: string) => input.paymentTypes.find((t) => t.id === id)?.title ?? id;
  const base = { tenantId: input.tenantId, orderId: input.order.id };
  const jobs: NewJob[] = [];
  for (const paid of input.shares) {
    const kickWithSlip = receiptPrinter !== undefined && drawerPrinter?.id === receiptPrinter.id;
    if (receiptPrinter)
      jobs.push({
        ...base,
        printerId: receiptPrinter.id,
        kind: 'receipt',
        ...(await renderShareSlip(receiptPrinter, {
          storeName: input.store?.storeName ?? null,
          tokenNo: input.order.tokenNo,
          of: input.of,
          paid,
          currency: input.store?.currency ?? 'INR',
          paymentTitle: title,
          timeZone: input.store?.timeZone ?? null,
          openDrawer: kickWithSlip,
        })),
      });
    if (drawerPrinter && !kickWithSlip)
      jobs.push({
        ...base,
        printerId: drawerPrinter.id,
        kind: 'drawer',
        ...(await renderDrawer(drawerPrinter)),
      });
  }
  return jobs;
}
