/**
 * SPLIT5-SPLIT9 on the till: the bill in N equal shares, each paid on its own with its tenders (cash with change,
 * card, UPI). The cashier sees which shares are paid and pays the next; once a share is paid, N stays. The amounts
 * shown come from the same rule the server applies (`equalShares` over the payable total), which decides.
 */
import {
  equalShares,
  isCashType,
  MAX_EQUAL_SHARES,
  type OrderItemRow,
  type OrderRow,
  orderTotals,
  type PaymentTypeRow,
  roundBill,
} from '@tavola/shared';
import { useState } from 'react';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { moneyText } from '../print/money-text.ts';
import { kickThisTillsDrawer } from '../printers/till-print-entry.ts';
import { printShareSlip } from './print-share-slip.ts';
import { payEqualShare } from './share-payment.ts';
import { SHARE_UI_TEXTS } from './share-texts.ts';
import { type TenderDraft, TendersEditor, tenderInputs, tenderState } from './tenders-editor.tsx';
import './bill-ops.css';
import './equal-shares.css';

type Bill = { readonly order: OrderRow; readonly items: readonly OrderItemRow[] };

const loadChoices = async (db: TavolaDb) => ({
  paymentTypes: (await db.paymentTypes.toArray()).filter((p) => p.isActive),
  store: (await db.storeSettings.toCollection().first()) ?? null,
});

export function EqualShares({ bill, currency, hint }: { bill: Bill; currency: string | null; hint: string }) {
  const choices = useLive(loadChoices);
  const split = bill.order.shares ?? null;
  const [wanted, setWanted] = useState(2);
  const n = split?.of ?? wanted;
  const [paying, setPaying] = useState<{ share: number; drafts: TenderDraft[] } | null>(null);
  const [pending, setPending] = useState(false);
  const [slip, setSlip] = useState(true);
  // the bill as its lines price it (SYNC14), rounded as its invoice will be (RND2): what the server divides
  const totals = orderTotals(bill.order, bill.items);
  const payable = roundBill(totals.total, currency, choices?.store?.roundBills === true).total;
  const shares = equalShares(payable, totals.taxTotal, n);
  const paidBy = new Map((split?.paid ?? []).map((p) => [p.share, p]));
  const types: readonly PaymentTypeRow[] = choices?.paymentTypes ?? [];
  const start = (k: number) =>
    setPaying({
      share: k,
      drafts: [{ paymentTypeId: types[0]?.id ?? '', amount: ((shares[k - 1]?.total ?? 0) / 100).toFixed(2) }],
    });
  const submit = async () => {
    if (!paying) return;
    const tenders = tenderInputs(paying.drafts);
    if (!tenders) return;
    setPending(true);
    const done = await payEqualShare(bill, n, paying.share, tenders);
    setPending(false);
    if (!done) return;
    // PRT6: a cash share opens this till's drawer, as any cash payment does
    const byId = new Map(types.map((t) => [t.id, t]));
    if (tenders.some((t) => isCashType(byId.get(t.paymentTypeId)))) void kickThisTillsDrawer();
    if (slip) void printShareSlip(bill.order.id, paying.share);
    setPaying(null);
  };
  return (
    <div className="split-equal">
      {split ? (
        <p className="field-hint" data-testid="shares-locked">
          {SHARE_UI_TEXTS.locked(split.of)}
        </p>
      ) : (
        <div className="field">
          <label htmlFor="split-people">People</label>
          <input
            id="split-people"
            type="number"
            inputMode="numeric"
            min={2}
            max={MAX_EQUAL_SHARES}
            value={wanted}
            onChange={(e) =>
              setWanted(Math.max(2, Math.min(MAX_EQUAL_SHARES, Math.trunc(Number(e.target.value) || 2))))
            }
          />
        </div>
      )}
      <ol className="split-shares equal-shares" data-testid="split-shares">
        {shares.map((s, k) => {
          const paid = paidBy.get(k + 1);
          return (
            <li key={String(k)} data-testid="split-share" data-paid={paid ? 'true' : 'false'}>
              <span>Share {k + 1}</span> <strong>{moneyText(s.total, currency)}</strong>
              {paid ? (
                <span className="share-paid">{SHARE_UI_TEXTS.paid(paid.method)}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={!choices || pending || paying?.share === k + 1}
                  onClick={() => start(k + 1)}
                >
                  {SHARE_UI_TEXTS.pay(k + 1)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {paying && (
        <div className="share-pay" data-testid="share-pay">
          <TendersEditor
            total={shares[paying.share - 1]?.total ?? 0}
            types={types}
            drafts={paying.drafts}
            onChange={(drafts) => setPaying({ ...paying, drafts })}
            currency={currency}
          />
          <label className="check-field">
            <input type="checkbox" checked={slip} onChange={(e) => setSlip(e.target.checked)} />
            {SHARE_UI_TEXTS.printSlip}
          </label>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-primary"
              data-testid="share-pay-submit"
              disabled={
                pending || !tenderState(shares[paying.share - 1]?.total ?? 0, paying.drafts, types).ok
              }
              onClick={() => void submit()}
            >
              {SHARE_UI_TEXTS.pay(paying.share)}
            </button>
          </div>
        </div>
      )}
      <p className="field-hint">{hint}</p>
    </div>
  );
}
