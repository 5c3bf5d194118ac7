/**
 * INVS3: the tax invoice number a payment took on this till goes into the queued args, so a rebase (after a
 * pull) re-runs it with the number already printed, and the server keeps it unless it clashes (INVS4).
 */
import type { MutatorDecision, Row } from '@tavola/shared';

type Args = Record<string, unknown>;
const isObject = (x: unknown): x is Args => typeof x === 'object' && x !== null && !Array.isArray(x);

/** `args` with `invoiceNo` set where it names an invoice the decision created with a number. */
export function pinInvoiceNo(args: unknown, decision: MutatorDecision): unknown {
  if (!decision.ok || !isObject(args)) return args;
  const numbered = new Map<string, string>();
  for (const w of decision.writes) {
    const row =
      w.op === 'put' && w.table === 'invoices' ? (w.row as Row & { invoiceNo?: string | null }) : null;
    if (row?.invoiceNo) numbered.set(row.id, row.invoiceNo);
  }
  for (const w of decision.writes) {
    // GST6: a refund's credit note number, pinned the same way (args.id is the refund's id)
    const row =
      w.op === 'put' && w.table === 'refunds' ? (w.row as Row & { creditNoteNo?: string | null }) : null;
    if (row?.creditNoteNo && args.id === row.id && args.creditNoteNo == null)
      return { ...args, creditNoteNo: row.creditNoteNo };
  }
  if (numbered.size === 0) return args;
  const pin = (a: Args): Args => {
    const no = typeof a.invoiceId === 'string' ? numbered.get(a.invoiceId) : undefined;
    return no && a.invoiceNo == null ? { ...a, invoiceNo: no } : a;
  };
  const top = pin(args);
  return isObject(top.payNow) ? { ...top, payNow: pin(top.payNow) } : top;
}
