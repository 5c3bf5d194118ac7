/**
 * Pay & Complete (OS8, OS11): the summary of what the group's payment covers (Subtotal, Tax,
 * Total), how it is paid (payment type, or Credit on the customer's khata), and 'Print Receipt?'.
 */
import {
  booleanField,
  ORDER_MESSAGES,
  ordersTotals,
  paymentCovers,
  paymentFields,
  ROUND_OFF_TEXTS,
  roundBill,
  seenLinesOf,
} from '@tavola/shared';
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { FormError, useSchemaForm } from '../../components/form.tsx';
import { currentDb } from '../../db/current.ts';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { SHARE_UI_TEXTS } from '../bill-ops/share-texts.ts';
import { payWithTenders } from '../bill-ops/tender-payment.ts';
import { type TenderDraft, TendersEditor, tenderInputs, tenderState } from '../bill-ops/tenders-editor.tsx';
import { moneyText } from '../print/money-text.ts';
import { openPrintWindow, receiptPath } from '../print/open-print-window.ts';
import { isCashPayment, kickThisTillsDrawer } from '../printers/till-print-entry.ts';
import { payAndCompleteGroup } from './order-actions.ts';
import type { OrderGroup } from './orders-data.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

const payForm = v.object({
  paymentTypeId: paymentFields.paymentTypeId,
  credit: paymentFields.credit,
  printReceipt: booleanField(ORDER_MESSAGES.invalidRequest, false),
});

const loadChoices = async (db: TavolaDb) => ({
  paymentTypes: (await db.paymentTypes.toArray()).filter((p) => p.isActive),
  printSettings: (await db.printSettings.toCollection().first()) ?? null,
  store: (await db.storeSettings.toCollection().first()) ?? null,
});

export function PayCompleteDialog({ group, onClose }: { group: OrderGroup; onClose: () => void }) {
  const choices = useLive(loadChoices);
  const orders = group.orders.map((o) => o.order);
  const covered = paymentCovers(orders); // OS11
  const totals = ordersTotals(covered);
  const customerId = orders.find((o) => o.customerId)?.customerId ?? null;
  const currency = choices?.store?.currency;
  const orderIds = orders.map((o) => o.id);
  // TEND1: split payment: the tenders typed (null: one payment type as before); due is the rounded bill (RND2)
  const [split, setSplit] = useState<TenderDraft[] | null>(null);
  const rounded = roundBill(totals.total, currency, choices?.store?.roundBills === true);
  // SPLIT8: equal shares paid already are taken off what is due; the lines seen go with the payment (TEND4)
  const prepaid = covered.reduce((s, o) => s + (o.shares?.paid ?? []).reduce((x, p) => x + p.amount, 0), 0);
  const due = rounded.total - prepaid;
  const seenLines = seenLinesOf(group.orders.flatMap((o) => o.items));

  const onValid = useCallback(
    async (f: v.InferOutput<typeof payForm>) => {
      if (split) {
        const tenders = tenderInputs(split);
        if (!tenders || !(await payWithTenders(orderIds, tenders, customerId, seenLines))) return;
        const cash = await Promise.all(
          tenders.map((t) => isCashPayment(currentDb(), { paymentTypeId: t.paymentTypeId, credit: false })),
        );
        if (cash.some(Boolean)) void kickThisTillsDrawer();
        if (f.printReceipt) openPrintWindow(receiptPath(orderIds));
        return onClose();
      }
      const done = await payAndCompleteGroup(orderIds, {
        paymentTypeId: f.credit ? null : f.paymentTypeId,
        credit: f.credit,
        customerId,
        seenLines,
      });
      if (!done) return;
      // PRT6: a cash payment opens this till's own drawer, when its printer carries one
      const payment = { paymentTypeId: f.credit ? null : f.paymentTypeId, credit: f.credit };
      if (await isCashPayment(currentDb(), payment)) void kickThisTillsDrawer();
      if (f.printReceipt) openPrintWindow(receiptPath(orderIds));
      onClose();
    },
    [orderIds, customerId, onClose, split, seenLines],
  );
  const form = useSchemaForm(payForm, onValid);

  return (
    <Dialog
      open
      onClose={onClose}
      title={ORDERS_TEXTS.payAndComplete}
      size="small"
      testId="pay-complete-dialog"
    >
      {choices && (
        <form noValidate onSubmit={form.onSubmit} className="pay-form">
          <p className="pay-tokens muted">Token {covered.map((o) => o.tokenNo).join(', ')}</p>
          <dl className="summary" data-testid="pay-summary">
            <dt>Subtotal</dt>
            <dd>{moneyText(totals.subTotal, currency)}</dd>
            <dt>Tax</dt>
            <dd>{moneyText(totals.taxTotal, currency)}</dd>
            {totals.feeTotal > 0 && (
              <>
                <dt>Fees</dt>
                <dd>{moneyText(totals.feeTotal, currency)}</dd>
              </>
            )}
            {rounded.roundOff !== 0 && (
              <>
                <dt>{ROUND_OFF_TEXTS.roundOff}</dt>
                <dd data-testid="pay-round-off">{moneyText(rounded.roundOff, currency)}</dd>
              </>
            )}
            <dt className="summary-total">Total</dt>
            {/* RND3: the total the cashier collects: rounded as the invoice will be */}
            <dd className="summary-total">{moneyText(rounded.total, currency)}</dd>
            {prepaid > 0 && (
              <>
                <dt>{SHARE_UI_TEXTS.paidInShares}</dt>
                <dd data-testid="pay-prepaid">{moneyText(prepaid, currency)}</dd>
                <dt>{SHARE_UI_TEXTS.due}</dt>
                <dd>{moneyText(due, currency)}</dd>
              </>
            )}
          </dl>
          {split ? (
            <TendersEditor
              total={due}
              types={choices.paymentTypes}
              drafts={split}
              onChange={setSplit}
              currency={currency}
            />
          ) : (
            <button
              type="button"
              className="btn btn-secondary"
              data-testid="split-payment"
              onClick={() =>
                setSplit([
                  { paymentTypeId: choices.paymentTypes[0]?.id ?? '', amount: (due / 100).toFixed(2) },
                ])
              }
            >
              Split payment
            </button>
          )}
          {split === null && (
            <div className="field">
              <label htmlFor="pay-type">Payment Type</label>
              <select id="pay-type" name="paymentTypeId" defaultValue={choices.paymentTypes[0]?.id ?? ''}>
                <option value="">-</option>
                {choices.paymentTypes.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
          )}
          <label className="check-field">
            <input type="checkbox" name="credit" value="true" disabled={!customerId || split !== null} />
            Credit
          </label>
          {!customerId && <p className="field-hint">{ORDERS_TEXTS.creditNeedsCustomer}</p>}
          <label className="check-field">
            <input
              type="checkbox"
              name="printReceipt"
              value="true"
              defaultChecked={choices.printSettings?.isEnablePrint ?? false}
            />
            {ORDERS_TEXTS.printReceiptQuestion}
          </label>
          <FormError form={form} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Close
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={form.pending || (split !== null && !tenderState(due, split, choices.paymentTypes).ok)}
            >
              {ORDERS_TEXTS.payAndComplete}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
