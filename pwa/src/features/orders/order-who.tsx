/**
 * Who ordered and what is left to take (WHO6-WHO7): the diner's name and phone, the order type and source,
 * and the amount to collect while the order is unpaid.
 */
import {
  amountToCollect,
  ORDER_SOURCE_LABELS,
  type OrderRow,
  orderSourceOf,
  orderTypeLabel,
} from '@tavola/shared';
import { formatMoney } from '../../lib/format.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

export function OrderWho({
  order,
  phone,
  currency,
}: {
  order: OrderRow;
  /** The order's own phone, or its customer's. */
  phone: string | null;
  currency: string | null;
}) {
  const due = amountToCollect(order);
  const source = orderSourceOf(order);
  return (
    <div className="order-who" data-testid="order-who">
      <div className="order-tags">
        <span className="badge badge-type">{orderTypeLabel(order)}</span>
        {source === 'qrmenu' && <span className="badge badge-source">{ORDER_SOURCE_LABELS.qrmenu}</span>}
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
