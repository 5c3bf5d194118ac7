/** OS2: the orders a kitchen screen shows: open (status created) and paid. One rule for REST, pull and screen. */
export type KitchenOrderState = { readonly status: string; readonly paymentStatus: string };

export const kitchenSeesOrder = (o: KitchenOrderState): boolean =>
  o.status === 'created' && o.paymentStatus === 'paid';
