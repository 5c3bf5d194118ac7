/**
 * SS28: GET /kitchen answers what the kitchen screen shows, in the specification's field names (D2 §3: Kitchen
 * group, Order, Order item), plus the short reference (WHO1) and how it was paid; not the diner's phone, address
 * and map point, the money totals or each line's price, which the kitchen never shows (ADR 0062).
 */
import type { groupsWire } from './order-views.ts';

type Group = ReturnType<typeof groupsWire>[number];
type WireOrder = Group['orders'][number];

/** The order fields the kitchen does not show. */
export const NOT_IN_KITCHEN = [
  'customer_phone',
  'address',
  'landmark',
  'lat',
  'lng',
  'sub_total',
  'tax_total',
  'fee_total',
  'total',
] as const;

type KitchenOrder = Omit<WireOrder, (typeof NOT_IN_KITCHEN)[number] | 'items'> & {
  items: Omit<WireOrder['items'][number], 'price'>[];
};

export const kitchenOrder = (o: WireOrder): KitchenOrder => {
  const {
    customer_phone: _phone,
    address: _address,
    landmark: _landmark,
    lat: _lat,
    lng: _lng,
    sub_total: _sub,
    tax_total: _tax,
    fee_total: _fee,
    total: _total,
    items,
    ...shown
  } = o;
  return { ...shown, items: items.map(({ price: _price, ...line }) => line) };
};

/** The kitchen's groups as the screen reads them. */
export const kitchenGroups = (groups: readonly Group[]) =>
  groups.map((g) => ({ ...g, orders: g.orders.map(kitchenOrder) }));
