/**
 * order.create.v1 (SYNC6-SYNC11): a sale rung up at the POS, with its lines, and paid at once when `payNow`
 * says so. Totals come from the unit prices as rung up and the taxes of the loaded menu (docs/architecture.md §6.6).
 */
import * as v from 'valibot';
import { money } from '../../money/money.ts';
import { heldAtSend } from '../../orders/courses.ts';
import { CART_LIMITS } from '../../orders/limits.ts';
import { keptSoldAt } from '../../orders/sold-at.ts';
import { DEFAULT_DAY_START } from '../../time/business-day.ts';
import { parseCalendarDate } from '../../time/calendar-date.ts';
import { parseToken } from '../../tokens/token-format.ts';
import { fieldFrom, idField, idListField, oneOf, oneOfOr, optionalIdField } from '../../validation/fields.ts';
import {
  CUSTOMER_TYPES,
  cartField,
  DELIVERY_TYPES,
  POS_MESSAGES,
  posCartLine,
} from '../../validation/pos.ts';
import { type AuditEntry, defineMutator, type Write } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import {
  applyCartDiscounts,
  cartBillDiscountField,
  cartDiscountReads,
  cartLineDiscountField,
} from './cart-discounts.ts';
import { menuReads } from './menu-rows.ts';
import { newOrderReads, tokenRejection } from './new-order-token.ts';
import { buildOrderLines } from './order-lines.ts';
import { withTotals } from './order-rows.ts';
import { paymentFields, paymentReads, settle } from './payment.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { DEFAULT_STORE_TIME_ZONE } from './store-settings.ts';
import {
  alreadyCreated,
  create,
  forbidden,
  newIdReads,
  rejectSync,
  rowOf,
  rowsOf,
  unique,
} from './support.ts';

const INVALID = POS_MESSAGES.invalidRequest;
export const TOKEN_MESSAGE = 'Invalid token number!';

/** '17' or 'B-3' (TOK5). */
const tokenField = fieldFrom<string>((x) => {
  const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim() : null;
  return s !== null && parseToken(s) ? { ok: true, value: s } : { ok: false, message: TOKEN_MESSAGE };
});

/** The business day the order was rung up on (YYYY-MM-DD). */
const dayField = fieldFrom<string>((x) => {
  const d = typeof x === 'string' ? parseCalendarDate(x.trim()) : null;
  return d ? { ok: true, value: d } : { ok: false, message: INVALID };
});

export const createOrderMutationArgs = v.pipe(
  v.object(
    {
      id: idField(INVALID),
      tokenNo: tokenField,
      businessDay: dayField,
      cart: cartField(posCartLine, CART_LIMITS.posLinesMax),
      deliveryType: oneOf(DELIVERY_TYPES, POS_MESSAGES.deliveryType),
      customerType: oneOfOr(CUSTOMER_TYPES, POS_MESSAGES.customerType, 'WALKIN'),
      customerId: optionalIdField(INVALID),
      tableId: optionalIdField(INVALID),
      /** One client-generated id per cart line, in cart order. */
      itemIds: idListField(INVALID, { max: CART_LIMITS.posLinesMax, nonEmpty: false }),
      /** TILL1: the till's clock when the sale was rung up (epoch ms); absent from older tills. */
      soldAt: v.optional(
        v.nullable(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID))),
        null,
      ),
      /** Create Receipt & Pay: the order is paid at once, with its invoice. */
      payNow: v.optional(
        v.nullable(v.object({ invoiceId: idField(INVALID), ...paymentFields }, INVALID)),
        null,
      ),
      /** DISC7: discounts and comps given on the cart, by line id, and the cart's bill discount. */
      lineDiscounts: v.optional(v.array(cartLineDiscountField, INVALID), []),
      billDiscount: v.optional(v.nullable(cartBillDiscountField), null),
    },
    INVALID,
  ),
  v.forward(
    v.check((o) => o.customerType === 'WALKIN' || o.customerId !== null, POS_MESSAGES.customer),
    ['customerId'],
  ),
  v.check((o) => o.itemIds.length === o.cart.length, INVALID),
);
export type CreateOrderMutationArgs = v.InferOutput<typeof createOrderMutationArgs>;

export const createOrder = defineMutator({
  name: 'order.create.v1',
  args: createOrderMutationArgs,
  reads: (a) => [
    ...newOrderReads(a),
    ...newIdReads([{ table: 'orderItems', ids: a.itemIds }]),
    ...menuReads(unique(a.cart.map((l) => l.itemId))),
    { table: 'customers', ids: a.customerId ? [a.customerId] : [] },
    { table: 'storeTables', ids: a.tableId ? [a.tableId] : [] },
    { table: 'storeSettings', singleton: true }, // TILL1: the store's clock checks the sold-at time's day
    ...cartDiscountReads(a.lineDiscounts, a.billDiscount), // DISC7
    ...(a.payNow
      ? paymentReads({ ...a.payNow, customerId: a.payNow.customerId ?? a.customerId }, [a.id])
      : []),
  ],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.createOrder);
    if (denied) return denied;
    // SYNC11: the order already there is a repeat; SYNC19: a line id in use refuses it (the invoice's: settle)
    const repeat = alreadyCreated(loaded, { table: 'orders', id: a.id }, [
      { table: 'orderItems', ids: a.itemIds },
    ]);
    if (repeat) return repeat;
    // TOK4, SYNC6: the client's business day is kept; the token must be this device's for that day.
    const tokenRejected = tokenRejection(loaded, a, ctx);
    if (tokenRejected) return tokenRejected;
    const customerId = a.customerType === 'CUSTOMER' ? a.customerId : null;
    const customer = rowOf(loaded, 'customers', customerId);
    if (customerId && !customer) return rejectSync('CUSTOMER_NOT_FOUND');
    if (a.tableId && !rowOf(loaded, 'storeTables', a.tableId)) return rejectSync('TABLE_NOT_FOUND');

    // TILL1: the sale keeps the time it was rung up, within the bounds the server trusts a till's clock.
    const store = rowsOf(loaded, 'storeSettings')[0];
    const clock = {
      timeZone: store?.timeZone || DEFAULT_STORE_TIME_ZONE,
      dayStart: store?.businessDayStart || DEFAULT_DAY_START,
    };
    const soldAt = keptSoldAt(a.soldAt, ctx.now, { businessDay: a.businessDay, clock });
    const built = buildOrderLines(loaded, { id: a.id, now: soldAt }, a.cart, a.itemIds, {
      unitPrice: (line) => line.unitPrice, // SYNC8: kept as rung up
    });
    if (!built.ok) return built;
    // CRS1, CRS2: each line keeps its course; courses after the order's first are held until fired
    const held = heldAtSend(built.lines.map((l) => l.line));
    const rungUp = built.lines.map((l, k) => ({
      ...l.row,
      course: l.line.course ?? null,
      heldUntilFired: held[k] === true,
    }));
    const audit: AuditEntry[] = [];
    for (const { line, row, menuPrice } of built.lines) {
      // SYNC8: a price rung up that differs from the current menu is kept, and recorded.
      if (menuPrice !== line.unitPrice)
        audit.push({
          action: 'order.price_override',
          entity: 'orderItems',
          entityId: row.id,
          detail: {
            orderId: a.id,
            tokenNo: a.tokenNo,
            menuItemId: row.itemId,
            rungUp: line.unitPrice,
            menu: menuPrice,
          },
        });
    }

    let order: OrderRow = {
      id: a.id,
      createdAt: soldAt,
      // DRAIN4 (ADR 0080): the sale's rows are as of their sale, so the server's rows equal the till's (no re-pull)
      updatedAt: soldAt,
      tokenNo: a.tokenNo,
      businessDay: a.businessDay,
      deliveryType: a.deliveryType,
      customerType: customerId ? 'CUSTOMER' : 'WALKIN',
      customerId,
      customerName: customer?.name ?? null,
      tableId: a.tableId,
      status: 'created',
      paymentStatus: 'pending',
      paymentMethod: null,
      subTotal: money(0),
      taxTotal: money(0),
      feeTotal: money(0),
      total: money(0),
      deviceId: ctx.deviceId,
      createdBy: ctx.actor.userId,
      dinerId: null,
    };
    // DISC7: the cart's discounts, decided as order.discount.v1 decides them; totals from the lines (SYNC14)
    const discounted = applyCartDiscounts(
      loaded,
      order,
      rungUp,
      { lines: a.lineDiscounts, bill: a.billDiscount },
      { actor: ctx.actor, store },
    );
    if (!discounted.ok) return discounted;
    const items = discounted.items;
    audit.push(...discounted.audit);
    order = withTotals(discounted.order, items);
    const writes: Write[] = [];
    if (a.payNow) {
      const payment = { ...a.payNow, customerId: a.payNow.customerId ?? customerId };
      const s = settle(loaded, payment, [{ order, items }], ctx, { businessDay: a.businessDay, at: soldAt });
      if (!s.ok) return s;
      order = { ...order, paymentStatus: 'paid', paymentMethod: s.paymentMethod };
      writes.push(...s.writes);
    }
    writes.unshift(create('orders', order), ...items.map((i) => create('orderItems', i)));
    return {
      ok: true,
      writes,
      events: [
        {
          type: 'new_order',
          orderId: order.id,
          tokenNo: order.tokenNo,
          paymentStatus: order.paymentStatus,
          deliveryType: order.deliveryType,
        },
      ],
      ...(audit.length > 0 ? { audit } : {}),
    };
  },
});
