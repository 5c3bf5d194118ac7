/**
 * REF1-REF3 on the Invoices screen: refund a paid bill, whole (the rest of it) or by lines, to its tenders or to a
 * customer's khata, with a reason; a manager approves above the store's limit (APPR4, PIN checked offline).
 */
import {
  type Approval,
  type InvoiceRow,
  type OrderRow,
  REFUND_TEXTS,
  refundAction,
  refundable,
  refundInvoice,
} from '@tavola/shared';
import { useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useLive } from '../../db/hooks.ts';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { moneyText } from '../print/money-text.ts';
import './bill-ops.css';
import { ApprovalDialog } from '../shifts/approval-dialog.tsx';
import { RefundDoneDialog } from './refund-slip-button.tsx';

export function RefundDialog({
  invoice,
  orders,
  currency,
  onClose,
}: {
  invoice: InvoiceRow;
  orders: readonly OrderRow[];
  currency: string | null | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const id = useMemo(() => uuidv7(), []);
  const orderIds = orders.map((o) => o.id);
  const data = useLive(
    async (db) => ({
      items: (await db.orderItems.where('orderId').anyOf(orderIds).toArray()).filter(
        (i) => i.status !== 'cancelled',
      ),
      refunds: await db.refunds.where('invoiceId').equals(invoice.id).toArray(),
      customers: await db.customers.toArray(),
    }),
    [invoice.id, orderIds.join()],
  );
  const [picked, setPicked] = useState<string[]>([]);
  const [method, setMethod] = useState<'tender' | 'khata'>(invoice.isCredit ? 'khata' : 'tender');
  const [customerId, setCustomerId] = useState(invoice.customerId ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const refunded = new Set((data?.refunds ?? []).flatMap((r) => r.itemIds));
  const left = refundable(invoice.total, data?.refunds ?? []);

  async function send(approval: Approval | null) {
    const args = {
      id,
      invoiceId: invoice.id,
      orderIds,
      itemIds: picked,
      method,
      customerId: method === 'khata' ? customerId || null : null,
      reason,
      approval,
    };
    const result = await mutate(refundInvoice, args);
    if (result.ok) {
      notify.success(t('billOps.refundSaved'));
      // GST9: then offer its slip (a credit note in a GST store)
      return setDone(true);
    }
    if (result.code === 'APPROVAL_REQUIRED' && !approval) return setAsking(true);
    setError(serverMessage(result));
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (reason.trim() === '') return setError(REFUND_TEXTS.reason);
    if (method === 'khata' && !customerId) return setError(REFUND_TEXTS.customer);
    void send(null);
  }

  if (done) return <RefundDoneDialog refundId={id} onClose={onClose} />;
  return (
    <>
      <Dialog
        open={!asking}
        onClose={onClose}
        title={t('billOps.refund')}
        size="small"
        testId="refund-dialog"
      >
        <form onSubmit={submit} className="stack">
          <p className="muted" data-testid="refund-left">
            {t('billOps.refundable', { amount: moneyText(left, currency) })}
          </p>
          <fieldset className="refund-lines">
            <legend>{t('billOps.refundLines')}</legend>
            {data?.items.map((i) => (
              <label key={i.id} className="check-field">
                <input
                  type="checkbox"
                  disabled={refunded.has(i.id)}
                  checked={picked.includes(i.id)}
                  onChange={(e) =>
                    setPicked(e.target.checked ? [...picked, i.id] : picked.filter((p) => p !== i.id))
                  }
                  data-testid="refund-line"
                />
                {i.itemTitle} × {i.quantity}
                {refunded.has(i.id) && ` ${t('billOps.lineRefunded')}`}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="refund-method">{t('billOps.refundTo')}</label>
            <select
              id="refund-method"
              value={method}
              onChange={(e) => setMethod(e.target.value as 'tender' | 'khata')}
              data-testid="refund-method"
            >
              {!invoice.isCredit && <option value="tender">{t('billOps.originalPayment')}</option>}
              <option value="khata">{t('billOps.khata')}</option>
            </select>
          </div>
          {method === 'khata' && (
            <div className="field">
              <label htmlFor="refund-customer">{t('billOps.customer')}</label>
              <select
                id="refund-customer"
                value={customerId}
                disabled={invoice.customerId !== null}
                onChange={(e) => setCustomerId(e.target.value)}
                data-testid="refund-customer"
              >
                <option value="">-</option>
                {data?.customers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name ?? c.phone}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor="refund-reason">{t('billOps.reason')}</label>
            <input
              id="refund-reason"
              value={reason}
              maxLength={100}
              onChange={(e) => setReason(e.target.value)}
              data-testid="refund-reason"
            />
          </div>
          {error && (
            <p role="alert" className="form-error" data-testid="refund-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('billOps.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={left <= 0} data-testid="refund-save">
              {t('billOps.refund')}
            </button>
          </div>
        </form>
      </Dialog>
      {asking && (
        <ApprovalDialog
          action={refundAction(method, picked)}
          subjectId={id}
          onClose={() => setAsking(false)}
          onApproved={(a) => {
            setAsking(false);
            void send(a);
          }}
        />
      )}
    </>
  );
}
