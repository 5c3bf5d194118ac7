/** PRT7, PRT6: the till's print requests to the server, checked the same on both sides. */
import * as v from 'valibot';
import { idField, oneOf } from '../validation/fields.ts';

export const REPRINT_KINDS = ['receipt', 'token', 'kitchen'] as const;
export type ReprintKind = (typeof REPRINT_KINDS)[number];

/** POST /api/v1/print/reprint: a new job marked REPRINT (a reprint is never the old job again). */
export const reprintArgs = v.object(
  {
    orderId: idField('Please select an order!'),
    kind: oneOf(REPRINT_KINDS, 'Please select what to reprint!'),
  },
  'Invalid request!',
);
export type ReprintArgs = v.InferOutput<typeof reprintArgs>;

/**
 * POST /api/v1/print/no-sale {printerId?}: kick the drawer without a sale (audited). Without a printer id the
 * store's first receipt printer with a drawer.
 */
export const noSaleArgs = v.object(
  { printerId: v.optional(v.nullable(v.string()), null), reason: v.optional(v.nullable(v.string()), null) },
  'Invalid request!',
);
export type NoSaleArgs = v.InferOutput<typeof noSaleArgs>;

/** The answer of reprint, no-sale and test: the jobs stored (they print when the printer answers). */
export type PrintJobsAnswer = {
  readonly jobIds: readonly string[];
  /** false when the store has no printer for it: the till falls back to its browser print window. */
  readonly queued: boolean;
};
