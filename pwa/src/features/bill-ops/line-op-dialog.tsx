/**
 * DISC1-DISC2, VOID1-VOID2 on the till: a discount (line or bill), a comp or a void, with its reason. The mutation
 * is tried as the cashier; when the rules ask for a manager (APPROVAL_REQUIRED) the manager approves with a PIN,
 * checked offline, and the same mutation goes again with the approval.
 */
import {
  type Approval,
  DISCOUNT_TEXTS,
  discountAction,
  discountOrder,
  discountReasons,
  parsePercent,
  VOID_ACTION,
  voidLine,
} from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useRows } from '../../db/hooks.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { ApprovalDialog } from '../shifts/approval-dialog.tsx';
import { amountOf } from '../shifts/money-input.tsx';

export type LineOp = 'discount' | 'comp' | 'void';

// read from the current language's catalog when used (I18N1)
const TITLES: Record<LineOp, string> = {
  get discount() {
    return translate('billOps.discount');
  },
  get comp() {
    return translate('billOps.comp');
  },
  get void() {
    return translate('billOps.void');
  },
};

/** DISC7: a discount kept on the till's cart (no order yet), answered like a mutation. */
export type ApplyDiscount = (
  choice: { type: 'percent' | 'amount' | 'comp'; value: number; reason: string },
  approval: Approval | null,
) => { ok: true } | { ok: false; code: string; message: string };

type Pending = { readonly action: string; readonly subjectId: string; readonly send: (a: Approval) => void };

export function LineOpDialog({
  op,
  orderId,
  itemId,
  title,
  onClose,
  apply,
}: {
  op: LineOp;
  orderId: string;
  /** null: the bill (a bill discount). */
  itemId: string | null;
  title: string;
  onClose: () => void;
  /** DISC7: the cart's discount instead of a mutation (the ids are those the order will have). */
  apply?: ApplyDiscount;
}) {
  const t = useT();
  const store = useRows('storeSettings')?.[0];
  const reasons = discountReasons(store);
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState(op === 'void' ? '' : (reasons[0] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  async function send(args: Record<string, unknown>, action: string, approval: Approval | null) {
    const mutator = op === 'void' ? voidLine : discountOrder;
    const result =
      apply && op !== 'void'
        ? apply(args as Parameters<ApplyDiscount>[0], approval)
        : await mutate(mutator as typeof discountOrder, { ...args, approval } as never);
    if (result.ok) {
      notify.success(t('billOps.saved', { op: TITLES[op] }));
      return onClose();
    }
    if (result.code === 'APPROVAL_REQUIRED' && !approval) {
      const subjectId = itemId ?? orderId;
      return setPending({ action, subjectId, send: (a) => void send(args, action, a) });
    }
    setError(serverMessage(result));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (op === 'void') {
      if (reason.trim() === '') return setError(t('billOps.needReason'));
      return void send({ orderId, itemId, reason }, VOID_ACTION, null);
    }
    let amount = 1_000_000;
    if (op === 'discount') {
      const parsed = kind === 'percent' ? parsePercent(value) : null;
      const minor = kind === 'amount' ? amountOf(value) : null;
      const v = kind === 'percent' ? (parsed?.ok ? parsed.value : null) : minor;
      if (v === null || v <= 0) return setError(DISCOUNT_TEXTS.value);
      amount = v;
    }
    const type = op === 'comp' ? 'comp' : kind;
    void send({ orderId, itemId, type, value: amount, reason }, discountAction(type, amount), null);
  }

  return (
    <>
      <Dialog
        open={pending === null}
        onClose={onClose}
        title={t('billOps.dialogTitle', { op: TITLES[op], title })}
        size="small"
        testId="line-op-dialog"
      >
        <form onSubmit={submit} className="stack">
          {op === 'discount' && (
            <div className="field-row">
              <label className="field">
                <span>{t('billOps.kind')}</span>
                <select
                  value={kind}
                  onChange={(e) => setKind(e.target.value as 'percent' | 'amount')}
                  data-testid="discount-kind"
                >
                  <option value="percent">{t('billOps.percent')}</option>
                  <option value="amount">{t('billOps.amount')}</option>
                </select>
              </label>
              <label className="field">
                <span>{kind === 'percent' ? t('billOps.percent') : t('billOps.amount')}</span>
                <input
                  inputMode="decimal"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  data-testid="discount-value"
                />
              </label>
            </div>
          )}
          <div className="field">
            <label htmlFor="op-reason">{t('billOps.reason')}</label>
            {op === 'void' ? (
              <input
                id="op-reason"
                value={reason}
                maxLength={100}
                onChange={(e) => setReason(e.target.value)}
                data-testid="op-reason"
              />
            ) : (
              <select
                id="op-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="op-reason"
              >
                {reasons.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            )}
          </div>
          {error && (
            <p role="alert" className="form-error" data-testid="op-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('billOps.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" data-testid="op-save">
              {TITLES[op]}
            </button>
          </div>
        </form>
      </Dialog>
      {pending && (
        <ApprovalDialog
          action={pending.action}
          subjectId={pending.subjectId}
          onClose={() => setPending(null)}
          onApproved={(a) => {
            const p = pending;
            setPending(null);
            p.send(a);
          }}
        />
      )}
    </>
  );
}
