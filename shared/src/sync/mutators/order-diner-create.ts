/**
 * order.diner-create.v1 (DIN4, DIN5): an order placed from the QR menu, written into the store's normal
 * order flow (orders and orderItems, daily tokens, new_order), its lines priced and taxed as the till's
 * (DIN6). The server builds the arguments itself after checking the diner's request: the browser never
 * sends a price, a token or a business day. It is not in MUTATORS, so no till can push it.
 */
import * as v from 'valibot';
import { DINER_PAYMENT_METHODS, dinerFeeTotal } from '../../fees/diner-fees.ts';
import { rate } from '../../money/rate.ts';
import { CART_LIMITS } from '../../orders/limits.ts';
import {
  DINER_DELIVERY_TYPES,
  DINER_MESSAGES,
  deliveryDetails,
  dinerCartLine,
} from '../../validation/diner.ts';
import { idField, idListField, oneOf, optionalIdField } from '../../validation/fields.ts';
import { cartField } from '../../validation/pos.ts';
import { defineMutator } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import { dinerSummaryOf } from './diner-summary.ts';
import { menuReads } from './menu-rows.ts';
import { soldOutRejection } from './menu-sold-out.ts';
import { newOrderReads, tokenRejection } from './new-order-token.ts';
import { buildOrderLines } from './order-lines.ts';
import { DINER_CUSTOMER_TYPE } from './order-rows.ts';
import { alreadyCreated, create, newIdReads, rejectSync, rowOf, rowsOf, unique } from './support.ts';

const INVALID = DINER_MESSAGES.invalidRequest;
const ratePpm = v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID), v.transform(rate));
const byMethod = v.object({ online: ratePpm, cash: ratePpm }, INVALID);

/** A FeeConfig on the wire: every rate in ppm (MON7). */
export const feeConfigSchema = v.object(
  { platformFeeRate: byMethod, gstOnPlatformFeeRate: ratePpm, processingFeeRate: byMethod },
  INVALID,
);

export const dinerCreateArgs = v.pipe(
  v.object(
    {
      id: idField(INVALID),
      tokenNo: idField(INVALID),
      businessDay: idField(INVALID),
      dinerId: idField(INVALID),
      tableId: optionalIdField(INVALID),
      deliveryType: oneOf(DINER_DELIVERY_TYPES, DINER_MESSAGES.paymentMethod),
      paymentMethod: oneOf(DINER_PAYMENT_METHODS, DINER_MESSAGES.paymentMethod),
      cart: cartField(dinerCartLine, CART_LIMITS.dinerLinesMax),
      itemIds: idListField(INVALID, { max: CART_LIMITS.dinerLinesMax, nonEmpty: true }),
      fees: feeConfigSchema,
      // WHO7: the name, phone and address the diner gave with the order, kept on it for the staff
      contact: v.optional(v.nullable(v.object(deliveryDetails, INVALID)), null),
    },
    INVALID,
  ),
  v.check((o) => o.itemIds.length === o.cart.length, INVALID),
);
export type DinerCreateArgs = v.InferOutput<typeof dinerCreateArgs>;

export const createDinerOrder = defineMutator({
  name: 'order.diner-create.v1',
  args: dinerCreateArgs,
  reads: (a) => [
    ...newOrderReads(a),
    ...newIdReads([{ table: 'orderItems', ids: a.itemIds }]),
    ...menuReads(unique(a.cart.map((l) => l.itemId))),
    { table: 'storeTables', ids: a.tableId ? [a.tableId] : [] },
  ],
  decide(loaded, a, ctx) {
    // SYNC11: the order already there is a retry; SYNC19: a line id in use refuses it
    const repeat = alreadyCreated(loaded, { table: 'orders', id: a.id }, [
      { table: 'orderItems', ids: a.itemIds },
    ]);
    if (repeat) return repeat;
    // DIN5: the token was taken from the store's counter for this order (a block of one, TOK6).
    const tokenRejected = tokenRejection(loaded, a, ctx);
    if (tokenRejected) return tokenRejected;
    if (a.tableId && !rowOf(loaded, 'storeTables', a.tableId)) return rejectSync('TABLE_NOT_FOUND');
    const soldOut = soldOutRejection(loaded, a.cart);
    if (soldOut) return soldOut;

    // CART8: every price from the current menu; CART10: each line carries its item's tax, as at the till.
    const built = buildOrderLines(loaded, { id: a.id, now: ctx.now }, a.cart, a.itemIds, {
      unitPrice: (_line, menuPrice) => menuPrice,
    });
    if (!built.ok) return built;
    const items = built.lines.map((l) => l.row);
    const summary = dinerSummaryOf(items, rowsOf(loaded, 'taxes'), a.paymentMethod, a.fees);
    const order: OrderRow = {
      id: a.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      tokenNo: a.tokenNo,
      businessDay: a.businessDay,
      deliveryType: a.deliveryType,
      customerType: DINER_CUSTOMER_TYPE,
      customerId: null,
      customerName: a.contact?.name ?? null,
      tableId: a.tableId,
      status: 'created',
      paymentStatus: 'pending',
      paymentMethod: null,
      // DIN6: the till's totals of the same lines (SYNC7), plus the fees
      subTotal: summary.netTotal,
      taxTotal: summary.taxTotal,
      feeTotal: dinerFeeTotal(summary),
      total: summary.total,
      deviceId: null,
      createdBy: null,
      dinerId: a.dinerId,
      customerPhone: a.contact?.phone ?? null,
      deliveryAddress: a.contact?.address ?? null,
      deliveryLandmark: a.contact?.landmark ?? null,
      deliveryLat: a.contact?.lat ?? null,
      deliveryLng: a.contact?.lng ?? null,
    };
    return {
      ok: true,
      writes: [create('orders', order), ...items.map((i) => create('orderItems', i))],
      events: [
        {
          type: 'new_order',
          orderId: order.id,
          tokenNo: order.tokenNo,
          paymentStatus: order.paymentStatus,
          deliveryType: order.deliveryType,
        },
      ],
    };
  },
});
