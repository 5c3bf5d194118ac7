/**
 * Who ordered and what is left to take (WHO6-WHO7): the diner's name and phone, the order type and source,
 * and the amount to collect while the order is unpaid (RND3: rounded as the invoice will be when the store rounds).
 */
import { amountCollected, amountToCollect, type OrderRow, orderSourceOf } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { orderSourceLabel, orderTypeText } from '../../i18n/shared-labels.ts';
import { formatMoney } from '../../lib/format.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

export function OrderWho({
  order,
  phone,
  currency,
  roundBills = false,
}: {
  order: OrderRow;
  /** The order's own phone, or its customer's. */
  phone: string | null;
  currency: string | null;
  /** RND3: the store rounds bills: the amount to collect is the rounded one, as the invoice will be. */
  roundBills?: boolean;
}) {
  const due = amountCollected(amountToCollect(order), { currency, roundBills });
  const t = useT();
  const source = orderSourceOf(order);
  return (
    <div className="order-who" data-testid="order-who">
      <div className="order-tags">
        <span className="badge badge-type">{orderTypeText(order, t)}</span>
        {source === 'qrmenu' && <span className="badge badge-source">{orderSourceLabel('qrmenu', t)}</span>}
        {due > 0 && (
          <strong className="order-due" data-testid="order-due">
            {ORDERS_TEXTS.toCollect(formatMoney(due, currency))}
          </strong>
        )}
      </div>
      {(order.customerName || phone) && (
        <p className="order-customer">
          {order.customerName && <span className="order-customer-name">{order.customerName}</span>}
          {phone && (
            <a className="order-phone" href={`tel:${phone}`} aria-label={ORDERS_TEXTS.call(phone)}>
              {phone}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
