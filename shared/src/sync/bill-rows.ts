/**
 * SYNC1 rows of bill operations (TEND1, REF1; ADR 0065): an invoice's tenders and a refund of a paid bill, kept
 * beside rows.ts so that file keeps one table a type.
 */
import type { SyncedBase } from './row-base.ts';

type Synced = SyncedBase;

/** TEND1: one tender of an invoice: what it paid of the bill, what was handed over and the change given back. */
export type Tender = {
  readonly paymentTypeId: string;
  /** Applied to the bill (minor units). */
  readonly amount: number;
  /** Handed over: the amount plus the change (only cash gives change, TEND2). */
  readonly tendered: number;
  readonly change: number;
  /** SHIFT9: the equal share (its payment id) that paid this tender before the invoice: it counts in that share's shift. */
  readonly shareId?: string;
};

/** REF1: a part given back to a paid invoice's tenders or to its customer's khata. */
export type RefundTender = { readonly paymentTypeId: string; readonly amount: number };

/** REF1-REF4: a refund of a paid bill, whole or by lines, with its reason. */
export type RefundRow = Synced & {
  readonly invoiceId: string;
  /** The business day the refund was given in (its Z report's). */
  readonly businessDay: string;
  /** REF2: what was given back, never more than was paid less earlier refunds. */
  readonly amount: number;
  /** The tax inside `amount` (credit note). */
  readonly taxAmount: number;
  /** The lines refunded; empty: the rest of the bill. */
  readonly itemIds: readonly string[];
  /** 'tender' | 'khata'. */
  readonly method: string;
  /** REF3: how a refund to the tenders was given back, per payment type; empty for the khata. */
  readonly tenders: readonly RefundTender[];
  readonly customerId: string | null;
  readonly reason: string;
  readonly deviceId: string | null;
  readonly createdBy: string | null;
  readonly approvedBy: string | null;
  /** GST6: the credit note's number ('B/C26-27/3') when the store has a GSTIN (absent on older rows: none). */
  readonly creditNoteNo?: string | null;
};
