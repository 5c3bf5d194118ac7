/**
 * Move / merge (MOVE1-MOVE2): a bill, or some of its lines, to another table: as a new bill there, or merged into
 * one of its open bills. The kitchen keeps its tickets: lines keep their ids and statuses (MOVE3).
 */
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import type { TavolaDb } from '../../db/database.ts';
import { useLive } from '../../db/hooks.ts';
import { type Bill, moveBillLines, moveBillToTable } from './bill-actions.ts';
import { BILL_TEXTS } from './bill-texts.ts';
import './bill-ops.css';

type Props = {
  bills: readonly Bill[];
  /** Open unpaid bills of every table, to merge into. */
  openBills: readonly Bill[];
  onClose: () => void;
};

const loadTables = async (db: TavolaDb) =>
  (await db.storeTables.toArray()).sort((a, b) => a.tableTitle.localeCompare(b.tableTitle));

export function MoveBillDialog({ bills, openBills, onClose }: Props) {
  const tables = useLive(loadTables);
  const [billId, setBillId] = useState(bills[0]?.order.id ?? '');
  const bill = bills.find((b) => b.order.id === billId) ?? bills[0];
  const lines = bill?.items.filter((i) => i.status !== 'cancelled') ?? [];
  const [chosen, setChosen] = useState<Map<string, number>>(
    () => new Map(lines.map((l) => [l.id, l.quantity])),
  );
  const others = (tables ?? []).filter((t) => t.id !== bill?.order.tableId);
  const [tableId, setTableId] = useState('');
  const target = tableId || others[0]?.id || '';
  // MOVE1: a paid bill moves whole, never merges
  const paid = bill?.order.paymentStatus !== 'pending';
  const mergeable = paid
    ? []
    : openBills.filter((b) => b.order.tableId === target && b.order.id !== bill?.order.id);
  const [intoId, setIntoId] = useState('');
  const into = mergeable.find((b) => b.order.id === intoId) ?? null;
  const [pending, setPending] = useState(false);
  if (!bill) return null;
  const all = lines.every((l) => chosen.get(l.id) === l.quantity);

  const submit = async () => {
    if (!target) return;
    setPending(true);
    const done =
      all && !into
        ? await moveBillToTable(bill, target)
        : await moveBillLines(bill, chosen, { tableId: target, into });
    setPending(false);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} title={BILL_TEXTS.moveBill} testId="move-bill-dialog">
      {bills.length > 1 && (
        <div className="field">
          <label htmlFor="move-which">{BILL_TEXTS.whichBill}</label>
          <select
            id="move-which"
            value={bill.order.id}
            onChange={(e) => {
              const next = bills.find((b) => b.order.id === e.target.value);
              setBillId(e.target.value);
              setChosen(new Map(next?.items.map((l) => [l.id, l.quantity])));
            }}
          >
            {bills.map((b) => (
              <option key={b.order.id} value={b.order.id}>
                Token {b.order.tokenNo}
              </option>
            ))}
          </select>
        </div>
      )}
      <ul className="move-lines" data-testid="move-lines">
        {lines.map((l) => (
          <li key={l.id}>
            <label className="check-field">
              <input
                type="checkbox"
                disabled={paid}
                checked={(chosen.get(l.id) ?? 0) > 0}
                onChange={(e) => setChosen((c) => new Map(c).set(l.id, e.target.checked ? l.quantity : 0))}
              />
              {l.itemTitle}
            </label>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={l.quantity}
              disabled={paid}
              aria-label={`How many ${l.itemTitle}`}
              value={chosen.get(l.id) ?? 0}
              onChange={(e) =>
                setChosen((c) =>
                  new Map(c).set(
                    l.id,
                    Math.max(0, Math.min(l.quantity, Math.trunc(Number(e.target.value) || 0))),
                  ),
                )
              }
            />
            <span className="muted">/ {l.quantity}</span>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor="move-table">{BILL_TEXTS.moveTo}</label>
        <select
          id="move-table"
          value={target}
          onChange={(e) => {
            setTableId(e.target.value);
            setIntoId('');
          }}
        >
          {others.map((t) => (
            <option key={t.id} value={t.id}>
              {t.tableTitle}
            </option>
          ))}
        </select>
      </div>
      {mergeable.length > 0 && (
        <div className="field">
          <label htmlFor="move-into">{BILL_TEXTS.mergeInto}</label>
          <select id="move-into" value={intoId} onChange={(e) => setIntoId(e.target.value)}>
            <option value="">{BILL_TEXTS.newBill}</option>
            {mergeable.map((b) => (
              <option key={b.order.id} value={b.order.id}>
                Token {b.order.tokenNo}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={pending || !target}
          onClick={() => void submit()}
        >
          {BILL_TEXTS.move}
        </button>
      </div>
    </Dialog>
  );
}
