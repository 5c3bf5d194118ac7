/**
 * One order inside a group card: token, time, payment status (and "Demo payment" when the demo checkout paid
 * it: no money moved, ADR 0042; "Expired" when nobody accepted a diner's order in time, SALE7), its lines with
 * status icon and item menu.
 */
import {
  type CustomerRow,
  type DeliveryInfoRow,
  isCourse,
  isDemoPayment,
  isHeldLine,
  type OrderItemRow,
  orderReference,
  orderTypeOf,
  paymentStateOf,
} from '@tavola/shared';
import { formatTime } from '../../i18n/dates.ts';
import { t } from '../../i18n/i18n.ts';
import { courseLabel, courseTexts } from '../../i18n/shared-labels.ts';
import { BillDiscountButton, useLineOps } from '../bill-ops/line-ops.tsx';
import { ActionMenu } from './action-menu.tsx';
import { BILL_TEXTS } from './bill-texts.ts';
import { DeliveryDetails } from './delivery-details.tsx';
import { FireCourseButtons } from './fire-course.tsx';
import { ItemStatusIcon } from './item-status-icon.tsx';
import { setItemStatus } from './order-actions.ts';
import { ExpiredBadge, useExpired } from './order-expiry.tsx';
import { OrderWho } from './order-who.tsx';
import { deliveryDetails, type OrderWithItems } from './orders-data.ts';
import { DEMO_PAYMENT, ITEM_MENU, ORDERS_TEXTS, paymentStateText } from './orders-texts.ts';

// I18N4: in the current language
export const orderTime = (epochMs: number): string => formatTime(new Date(epochMs));

function ItemLine({ item, paid }: { item: OrderItemRow; paid: boolean }) {
  const ops = useLineOps(item, paid); // DISC1, VOID1
  return (
    <li className="order-line" data-status={item.status} data-testid="order-line">
      <ItemStatusIcon status={item.status} />
      <div className="order-line-text">
        <span className="order-line-title">
          {item.itemTitle} × {item.quantity}
        </span>
        {(item.variantTitle || item.addons.length > 0) && (
          <span className="order-line-sub">
            {[item.variantTitle, ...item.addons.map((a) => `+ ${a.title}`)].filter(Boolean).join(' ')}
          </span>
        )}
        {item.notes && <span className="order-line-sub order-line-notes">{item.notes}</span>}
        {ops.note}
        {/* CRS1, CRS3: the line's course, and whether it still waits to be fired */}
        {isCourse(item.course) && (
          <span className="order-line-sub" data-testid="order-line-course">
            {courseLabel(item.course)}
            {isHeldLine(item) && ` · ${courseTexts().held}`}
          </span>
        )}
      </div>
      <ActionMenu
        label={`Status of ${item.itemTitle}`}
        actions={[
          ...ITEM_MENU.map((m) => ({
            label: m.label,
            danger: m.status === 'cancelled',
            onSelect: () => void setItemStatus(item.orderId, item.id, m.status, 'orders'),
          })),
          ...ops.actions,
        ]}
      />
      {ops.dialog}
    </li>
  );
}

export function OrderEntry({
  entry,
  customer,
  info,
  currency,
  roundBills = false,
}: {
  entry: OrderWithItems;
  customer: CustomerRow | undefined;
  info: DeliveryInfoRow | undefined;
  currency: string | null;
  /** RND3: the store rounds bills. */
  roundBills?: boolean;
}) {
  const { order, items } = entry;
  const paid = order.paymentStatus === 'paid';
  // WHO4: a credit sale is Credit, not Paid
  const state = paymentStateOf(order);
  const details = deliveryDetails(order, customer, info);
  const expired = useExpired(order); // SALE7
  return (
    <li
      className="order-entry"
      data-testid="order-entry"
      data-token={order.tokenNo}
      data-expired={expired || undefined}
    >
      <div className="order-entry-head">
        {/* FRI4: the staff's language ('Token' is the kitchen's word, I18N1) */}
        <span className="order-token">
          {t('kitchen.token')} {order.tokenNo}
        </span>
        {/* MOVE3: where a moved or merged bill came from */}
        {order.movedFromTable && (
          <span className="badge" data-testid="order-moved">
            {BILL_TEXTS.movedFrom(order.movedFromTable)}
          </span>
        )}
        <span className="order-ref" data-testid="order-reference">
          {ORDERS_TEXTS.reference(orderReference(order.id))}
        </span>
        <span className="muted">{orderTime(order.createdAt)}</span>
        <span className={`badge badge-${state === 'unpaid' ? 'pending' : state}`}>
          {paymentStateText(state)}
        </span>
        {expired && <ExpiredBadge />}
        <BillDiscountButton order={order} />
        {paid && isDemoPayment(order) && (
          <span className="badge badge-demo" title={DEMO_PAYMENT.hint} data-testid="demo-payment">
            {DEMO_PAYMENT.label}
          </span>
        )}
      </div>
      <OrderWho order={order} phone={details.phone} currency={currency} roundBills={roundBills} />
      <ul className="order-lines">
        {items.map((i) => (
          <ItemLine key={i.id} item={i} paid={paid} />
        ))}
      </ul>
      {order.status === 'created' && <FireCourseButtons orderId={order.id} items={items} />}
      {orderTypeOf(order) === 'delivery' && <DeliveryDetails details={details} />}
    </li>
  );
}
