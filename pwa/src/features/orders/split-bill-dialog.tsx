/**
 * Split bill (SPLIT1, SPLIT5): by items, each line's quantity shared among new bills (what is not given stays on
 * this bill), or equally, the bill's total in N shares each paid on its own (SPLIT6, bill-ops/equal-shares.tsx).
 */
import { MAX_SPLIT_PARTS } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { EqualShares } from '../bill-ops/equal-shares.tsx';
import { moneyText } from '../print/money-text.ts';
import { type Bill, splitBill } from './bill-actions.ts';
import { BILL_TEXTS } from './bill-texts.ts';
import './bill-ops.css';

type Props = { bills: readonly Bill[]; currency: string | null; onClose: () => void };

export function SplitBillDialog({ bills, currency, onClose }: Props) {
  const [billId, setBillId] = useState(bills[0]?.order.id ?? '');
  // SPLIT6: a bill some shares paid is paid on in shares
  const [mode, setMode] = useState<'items' | 'equal'>(bills.some((b) => b.order.shares) ? 'equal' : 'items');
  const bill = bills.find((b) => b.order.id === billId) ?? bills[0];
  if (!bill) return null;
  return (
    <Dialog open onClose={onClose} title={BILL_TEXTS.splitBill} testId="split-bill-dialog">
      {bills.length > 1 && (
        <div className="field">
          <label htmlFor="split-which">{BILL_TEXTS.whichBill}</label>
          <select id="split-which" value={bill.order.id} onChange={(e) => setBillId(e.target.value)}>
            {bills.map((b) => (
              <option key={b.order.id} value={b.order.id}>
                Token {b.order.tokenNo} · {moneyText(b.order.total, currency)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="split-mode" role="radiogroup" aria-label={BILL_TEXTS.splitBill}>
        {(['items', 'equal'] as const).map((m) => (
          <label key={m} className={mode === m ? 'split-mode-on' : undefined}>
            <input type="radio" name="split-mode" checked={mode === m} onChange={() => setMode(m)} />
            {m === 'items' ? BILL_TEXTS.byItems : BILL_TEXTS.equally}
          </label>
        ))}
      </div>
      {mode === 'items' ? (
        <ByItems key={bill.order.id} bill={bill} onClose={onClose} />
      ) : (
        <EqualShares key={bill.order.id} bill={bill} currency={currency} hint={BILL_TEXTS.sharesHint} />
      )}
    </Dialog>
  );
}

function ByItems({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const lines = bill.items.filter((i) => i.status !== 'cancelled');
  const [parts, setParts] = useState<Map<string, number>[]>([new Map()]);
  const [pending, setPending] = useState(false);
  const given = (lineId: string, except: number) =>
    parts.reduce((s, p, k) => (k === except ? s : s + (p.get(lineId) ?? 0)), 0);
  const set = (k: number, lineId: string, q: number) =>
    setParts((ps) => ps.map((p, j) => (j === k ? new Map(p).set(lineId, q) : p)));
  const submit = async () => {
    setPending(true);
    const done = await splitBill(bill, parts);
    setPending(false);
    if (done) onClose();
  };
  return (
    <div className="split-items">
      <div className="split-table-wrap">
        <table className="split-table" data-testid="split-lines">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">{BILL_TEXTS.keep}</th>
              {parts.map((_, k) => (
                <th scope="col" key={String(k)}>
                  {BILL_TEXTS.bill(k + 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} data-testid="split-line">
                <th scope="row">
                  {l.itemTitle} × {l.quantity}
                </th>
                <td data-testid="split-keep">{l.quantity - given(l.id, -1)}</td>
                {parts.map((p, k) => (
                  <td key={String(k)}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={l.quantity - given(l.id, k)}
                      aria-label={`${l.itemTitle} to ${BILL_TEXTS.bill(k + 2)}`}
                      value={p.get(l.id) ?? 0}
                      onChange={(e) => {
                        const q = Math.trunc(Number(e.target.value) || 0);
                        set(k, l.id, Math.max(0, Math.min(q, l.quantity - given(l.id, k))));
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="dialog-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={parts.length >= MAX_SPLIT_PARTS}
          onClick={() => setParts((ps) => [...ps, new Map()])}
        >
          {BILL_TEXTS.addBill}
        </button>
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void submit()}>
          {BILL_TEXTS.split}
        </button>
      </div>
    </div>
  );
}
