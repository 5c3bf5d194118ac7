/**
 * The cart dialog: delivery info, cart lines, the payment method, the order summary with its
 * breakdown (FEE1-5, FEE7: each item's own tax and the menu's fee rates; the server charges the same), and
 * Place Order.
 */
import {
  CART_MESSAGES,
  type CreateOrderBody,
  type DinerMenuAnswer,
  type DinerPaymentMethod,
} from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { formatMoney } from '../../lib/format.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { notify } from '../../lib/toast.tsx';
import { CartLines } from './cart-lines.tsx';
import { DeliveryInfoSection, PHONE_DIGITS } from './delivery-info.tsx';
import { cartSummary, orderItems, type PricedCart } from './diner-cart.ts';
import { dinerPaths } from './diner-paths.ts';
import { dinerId } from './diner-storage.ts';
import { useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { startOnlinePayment } from './online-payment.ts';
import { OrderSummary } from './order-summary.tsx';
import { DEMO_ONLINE_HINT, METHOD_LABELS, PaymentMethodDialog } from './payment-method-dialog.tsx';
import { placeOrder } from './place-order.ts';

type Props = {
  qrcode: string;
  menu: DinerMenuAnswer;
  cart: PricedCart;
  /** DIN7: the link's table was deleted; the order goes without one. */
  tableGone?: boolean;
  onClose: () => void;
};

const DELIVERY_TYPE = { cash: 'AppCash', online: 'AppOnline' } as const;

export function CartDialog({ qrcode, menu, cart, tableGone = false, onClose }: Props) {
  const [method, setMethod] = useState<DinerPaymentMethod>('cash');
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const delivery = useDinerStore((s) => s.delivery);
  const clearCart = useDinerStore((s) => s.clearCart);
  const currency = menu.storeSettings.currency;
  const summary = cartSummary(cart, method, menu.fees);
  const store = menu.storeSettings;
  const onlineOffered = menu.payments?.online ?? false;
  const demoCheckout = menu.payments?.provider === 'demo';

  const place = async () => {
    if (cart.lines.length === 0) {
      notify.error(CART_MESSAGES.cartEmpty);
      return;
    }
    const withPhone = delivery?.phone.length === PHONE_DIGITS ? delivery : null;
    const body: CreateOrderBody = {
      qrcode,
      tableId: menu.table?.id ?? null,
      dinerId: dinerId(),
      clientOrderId: uuidv7(),
      paymentMethod: method,
      deliveryType: DELIVERY_TYPE[method],
      customerType: 'QRMENU',
      phone: withPhone?.phone ?? null,
      deliveryInfo: withPhone,
      items: orderItems(cart.lines),
    };
    setBusy(true);
    const id = notify.loading();
    const r = await placeOrder(body, method === 'cash');
    setBusy(false);
    if (r.kind === 'refused') {
      notify.error(r.message, id);
      return;
    }
    clearCart();
    onClose();
    if (r.kind === 'queued') {
      notify.blank(DINER_TEXTS.queued);
      notify.dismiss(id);
      return;
    }
    notify.success(r.order.message, id);
    const saved = useDinerStore.getState().orders.find((o) => o.orderId === r.order.orderId);
    if (method === 'online' && saved) await startOnlinePayment(saved, r.order.payment, store.storeName);
    else await navigateTo(dinerPaths.status(qrcode, r.order.orderId, method));
  };

  return (
    <Dialog open onClose={onClose} title="Your cart" size="sheet" testId="diner-cart">
      {menu.table && <p className="diner-table-note">Ordering for table {menu.table.title}</p>}
      {tableGone && (
        <p className="diner-notice" role="alert">
          {DINER_TEXTS.tableGone}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <p className="diner-empty">Your cart is empty. Add something tasty!</p>
      ) : (
        <CartLines lines={cart.lines} currency={currency} />
      )}
      <DeliveryInfoSection
        qrcode={qrcode}
        dinerId={dinerId()}
        storePoint={store.lat != null && store.lng != null ? { lat: store.lat, lng: store.lng } : null}
      />
      <section className="diner-section diner-method-row">
        <div>
          <h3>Payment</h3>
          <p data-testid="payment-method-value">{METHOD_LABELS[method]}</p>
          {method === 'online' && demoCheckout && (
            <p className="muted" data-testid="demo-payment-note">
              {DEMO_ONLINE_HINT}
            </p>
          )}
        </div>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setChoosing(true)}>
          Change
        </button>
      </section>
      <OrderSummary summary={summary} currency={currency} />
      <button
        type="button"
        className="btn btn-primary btn-block diner-cta"
        disabled={busy || cart.lines.length === 0}
        onClick={() => void place()}
      >
        Place Order · {formatMoney(summary.total, currency)}
      </button>
      {choosing && (
        <PaymentMethodDialog
          value={method}
          onlineOffered={onlineOffered}
          demo={demoCheckout}
          onChange={setMethod}
          onClose={() => setChoosing(false)}
        />
      )}
    </Dialog>
  );
}
