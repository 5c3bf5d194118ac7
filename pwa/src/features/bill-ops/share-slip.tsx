/**
 * SPLIT9: the slip of one equal share, printed when it is paid ('/print-receipt?orderId=…&share=k'): the store,
 * the token, 'Share k of N', its amount and each tender with cash tendered and change. The bill's tax invoice is
 * printed once, with the last share (its receipt).
 */
import type { PaidShare } from '@tavola/shared';
import { FALLBACK, TEXTS } from '@tavola/shared';
import { formatDateTime } from '../../lib/format.ts';
import { moneyText } from '../print/money-text.ts';
import { Paper } from '../print/paper.tsx';
import { usePrintData } from '../print/print-data.ts';
import { useAutoPrint } from '../print/use-auto-print.ts';
import { SHARE_UI_TEXTS } from './share-texts.ts';

export function ShareSlipScreen({ orderId, share }: { orderId: string; share: number }) {
  const data = usePrintData([orderId]);
  const order = data?.orders[0];
  const paid: PaidShare | undefined = order?.shares?.paid.find((p) => p.share === share);
  useAutoPrint(Boolean(paid));
  if (data === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (!order || !paid) return <p className="print-status">{FALLBACK.noResult}</p>;
  const currency = data.storeSettings?.currency ?? 'INR';
  const title = (id: string) => data.paymentTypes?.find((t) => t.id === id)?.title ?? id;
  const pageFormat = data.printSettings?.pageFormat ?? '80';
  return (
    <Paper pageFormat={pageFormat}>
      <article className="receipt" data-testid="share-slip">
        {data.storeSettings?.storeName && (
          <section className="receipt-store">
            <strong>{data.storeSettings.storeName}</strong>
          </section>
        )}
        <section className="receipt-meta">
          <div>Token {order.tokenNo}</div>
          <div>{formatDateTime(new Date(paid.at).toISOString())}</div>
        </section>
        <section className="receipt-totals">
          <div className="receipt-row">
            <strong>{SHARE_UI_TEXTS.slipTitle(paid.share, order.shares?.of ?? 0)}</strong>
            <strong data-testid="share-slip-amount">{moneyText(paid.amount, currency)}</strong>
          </div>
          {paid.tenders.map((t, k) => (
            <div key={String(k)} data-testid="share-slip-tender">
              <div className="receipt-row">
                <span>{title(t.paymentTypeId)}</span>
                <span>{moneyText(t.amount, currency)}</span>
              </div>
              {t.change > 0 && (
                <>
                  <div className="receipt-row receipt-sub">
                    <span>{SHARE_UI_TEXTS.tendered}</span>
                    <span>{moneyText(t.tendered, currency)}</span>
                  </div>
                  <div className="receipt-row receipt-sub">
                    <span>{SHARE_UI_TEXTS.change}</span>
                    <span>{moneyText(t.change, currency)}</span>
                  </div>
                </>
              )}
            </div>
          ))}
        </section>
      </article>
    </Paper>
  );
}
