/** SYNC3: every mutator by its versioned name. A name is never reused for a different shape (rename: .v2). */
import type { Mutator } from '../mutator.ts';
import { createMenuItem } from './menu-item-create.ts';
import { deleteMenuItem } from './menu-item-delete.ts';
import { updateMenuItem } from './menu-item-update.ts';
import { cancelOrders } from './order-cancel.ts';
import { completeOrders } from './order-complete.ts';
import { createOrder } from './order-create.ts';
import { changeOrderItemStatus } from './order-item-status.ts';
import { payAndComplete } from './order-pay-and-complete.ts';
import { collectPayment } from './order-payment-collected.ts';

const ALL: readonly Mutator[] = [
  createOrder,
  changeOrderItemStatus,
  cancelOrders,
  completeOrders,
  collectPayment,
  payAndComplete,
  createMenuItem,
  updateMenuItem,
  deleteMenuItem,
];

export const MUTATORS: ReadonlyMap<string, Mutator> = new Map(ALL.map((m) => [m.name, m]));

export const getMutator = (name: string): Mutator | undefined => MUTATORS.get(name);

/** The names, for typed call sites: `mutate('order.create.v1', args)`. */
export const MUTATOR_NAMES = {
  createOrder: createOrder.name,
  changeOrderItemStatus: changeOrderItemStatus.name,
  cancelOrders: cancelOrders.name,
  completeOrders: completeOrders.name,
  collectPayment: collectPayment.name,
  payAndComplete: payAndComplete.name,
  createMenuItem: createMenuItem.name,
  updateMenuItem: updateMenuItem.name,
  deleteMenuItem: deleteMenuItem.name,
} as const;
