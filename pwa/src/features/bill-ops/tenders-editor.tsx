/**
 * TEND1-TEND2 on the till: a bill paid with several tenders. Each row is a payment type and what the customer
 * handed over; the editor shows what is still due and the change, worked out by the same rule the server applies
 * (`allocateTenders`), so the till never sends tenders the server would refuse.
 */
import { allocateTenders, isCashType, type PaymentTypeRow, type TenderInput } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { moneyText } from '../print/money-text.ts';
import './bill-ops.css';
import { amountOf } from '../shifts/money-input.tsx';

export type TenderDraft = { readonly paymentTypeId: string; readonly amount: string };

/** The drafts as the mutation's tenders, or null while one is not a valid amount. */
export function tenderInputs(drafts: readonly TenderDraft[]): TenderInput[] | null {
  const out: TenderInput[] = [];
  for (const d of drafts) {
    const minor = amountOf(d.amount);
    if (minor === null || !d.paymentTypeId) return null;
    out.push({ paymentTypeId: d.paymentTypeId, tendered: minor });
  }
  return out;
}

/** TEND2: the drafts checked against the total: what is still due, the change, or why they do not fit. */
export function tenderState(total: number, drafts: readonly TenderDraft[], types: readonly PaymentTypeRow[]) {
  const inputs = tenderInputs(drafts);
  const handed = (inputs ?? []).reduce((s, t) => s + t.tendered, 0);
  if (!inputs)
    return { ok: false as const, due: total, change: 0, message: 'Please provide a valid amount!' };
  const byId = new Map(types.map((t) => [t.id, t]));
  const r = allocateTenders(total, inputs, (id) => isCashType(byId.get(id)));
  if (r.ok) return { ok: true as const, due: 0, change: r.change, message: null };
  return { ok: false as const, due: Math.max(0, total - handed), change: 0, message: r.message };
}

export function TendersEditor({
  total,
  types,
  drafts,
  onChange,
  currency,
}: {
  total: number;
  types: readonly PaymentTypeRow[];
  drafts: readonly TenderDraft[];
  onChange: (drafts: TenderDraft[]) => void;
  currency: string | null | undefined;
}) {
  const translate = useT();
  const state = tenderState(total, drafts, types);
  const set = (k: number, patch: Partial<TenderDraft>) =>
    onChange(drafts.map((d, j) => (j === k ? { ...d, ...patch } : d)));
  const add = () =>
    onChange([
      ...drafts,
      { paymentTypeId: types[0]?.id ?? '', amount: state.due > 0 ? (state.due / 100).toFixed(2) : '' },
    ]);
  return (
    <fieldset className="tenders" data-testid="tenders">
      <legend>{translate('billOps.payments')}</legend>
      {drafts.map((d, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <div className="tender-row" key={k} data-testid="tender-row">
          <select
            aria-label={translate('billOps.paymentType', { n: k + 1 })}
            value={d.paymentTypeId}
            onChange={(e) => set(k, { paymentTypeId: e.target.value })}
            data-testid="tender-type"
          >
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
          <input
            aria-label={translate('billOps.amountN', { n: k + 1 })}
            inputMode="decimal"
            value={d.amount}
            onChange={(e) => set(k, { amount: e.target.value })}
            data-testid="tender-amount"
          />
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={translate('billOps.removePayment', { n: k + 1 })}
            onClick={() => onChange(drafts.filter((_, j) => j !== k))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-secondary" onClick={add} data-testid="tender-add">
        {translate('billOps.addPayment')}
      </button>
      <p className="tender-state" data-testid="tender-state" aria-live="polite">
        {state.ok
          ? state.change > 0
            ? translate('billOps.change', { amount: moneyText(state.change, currency) })
            : translate('billOps.paidInFull')
          : translate('billOps.due', { amount: moneyText(state.due, currency) })}
      </p>
      {!state.ok && drafts.length > 0 && state.due === 0 && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
    </fieldset>
  );
}
