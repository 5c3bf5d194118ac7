/** SYNC3: every mutator by its versioned name. A name is never reused for a different shape (rename: .v2). */
import type { Mutator } from '../mutator.ts';
import { createCategory, deleteCategory, updateCategory } from './category.ts';
import { createCustomer, deleteCustomer, settleCustomerDues, updateCustomer } from './customer.ts';
import { updateDiscountSettings } from './discount-settings.ts';
import { refundInvoice } from './invoice-refund.ts';
import {
  createAddon,
  createVariant,
  deleteAddon,
  deleteVariant,
  updateAddon,
  updateVariant,
} from './item-options.ts';
import { createMenuItem } from './menu-item-create.ts';
import { deleteMenuItem } from './menu-item-delete.ts';
import { setMenuItemImage } from './menu-item-image.ts';
import { setMenuItemSoldOut } from './menu-item-sold-out.ts';
import { updateMenuItem } from './menu-item-update.ts';
import { cancelOrders } from './order-cancel.ts';
import { completeOrders } from './order-complete.ts';
import { createOrder } from './order-create.ts';
import { discountOrder } from './order-discount.ts';
import { fireCourse } from './order-fire-course.ts';
import { recallOrder, undoItemStatus } from './order-item-reverse.ts';
import { changeOrderItemStatus } from './order-item-status.ts';
import { moveOrderLines, moveOrderTable } from './order-move.ts';
import { payAndComplete } from './order-pay-and-complete.ts';
import { collectPayment } from './order-payment-collected.ts';
import { payShare } from './order-share-paid.ts';
import { splitOrder } from './order-split.ts';
import { voidLine } from './order-void.ts';
import {
  createPaymentType,
  deletePaymentType,
  togglePaymentType,
  updatePaymentType,
} from './payment-type.ts';
import { updatePrintSettings } from './print-settings.ts';
import { createReservation, deleteReservation, updateReservation } from './reservation.ts';
import { moveShiftCash } from './shift-cash-movement.ts';
import { closeShift } from './shift-close.ts';
import { openShift } from './shift-open.ts';
import { createStation, deleteStation, updateStation } from './station.ts';
import { setStoreLocation, updateStoreSettings } from './store-settings.ts';
import { createStoreTable, deleteStoreTable, updateStoreTable } from './store-table.ts';
import { createTax, deleteTax, updateTax } from './tax.ts';

const ALL: readonly Mutator[] = [
  createOrder,
  changeOrderItemStatus,
  // kitchen flow (KDS12-KDS14, CRS3)
  undoItemStatus,
  recallOrder,
  fireCourse,
  cancelOrders,
  completeOrders,
  collectPayment,
  payAndComplete,
  // split, merge, move (SPLIT1, MOVE1-MOVE2)
  splitOrder,
  moveOrderTable,
  moveOrderLines,
  // equal split paid share by share (SPLIT6-SPLIT9)
  payShare,
  createMenuItem,
  updateMenuItem,
  deleteMenuItem,
  setMenuItemSoldOut,
  // settings (SET1-SET6)
  setMenuItemImage,
  createCategory,
  updateCategory,
  deleteCategory,
  // kitchen stations (STN2)
  createStation,
  updateStation,
  deleteStation,
  createTax,
  updateTax,
  deleteTax,
  createStoreTable,
  updateStoreTable,
  deleteStoreTable,
  createPaymentType,
  updatePaymentType,
  togglePaymentType,
  deletePaymentType,
  createVariant,
  updateVariant,
  deleteVariant,
  createAddon,
  updateAddon,
  deleteAddon,
  updateStoreSettings,
  setStoreLocation,
  updatePrintSettings,
  // customers and reservations (CUS1-CUS4, RES1-RES3)
  createCustomer,
  updateCustomer,
  deleteCustomer,
  settleCustomerDues,
  createReservation,
  updateReservation,
  deleteReservation,
  // shifts (SHIFT1-SHIFT3)
  openShift,
  moveShiftCash,
  closeShift,
  // bill operations (DISC1-DISC6)
  discountOrder,
  updateDiscountSettings,
  voidLine,
  refundInvoice,
];

export const MUTATORS: ReadonlyMap<string, Mutator> = new Map(ALL.map((m) => [m.name, m]));

export const getMutator = (name: string): Mutator | undefined => MUTATORS.get(name);

/** The names, for typed call sites: `mutate('order.create.v1', args)`. */
export const MUTATOR_NAMES = {
  createOrder: createOrder.name,
  changeOrderItemStatus: changeOrderItemStatus.name,
  undoItemStatus: undoItemStatus.name,
  recallOrder: recallOrder.name,
  fireCourse: fireCourse.name,
  cancelOrders: cancelOrders.name,
  completeOrders: completeOrders.name,
  collectPayment: collectPayment.name,
  payAndComplete: payAndComplete.name,
  splitOrder: splitOrder.name,
  moveOrderTable: moveOrderTable.name,
  moveOrderLines: moveOrderLines.name,
  payShare: payShare.name,
  createMenuItem: createMenuItem.name,
  updateMenuItem: updateMenuItem.name,
  deleteMenuItem: deleteMenuItem.name,
  setMenuItemImage: setMenuItemImage.name,
  setMenuItemSoldOut: setMenuItemSoldOut.name,
  createCategory: createCategory.name,
  updateCategory: updateCategory.name,
  deleteCategory: deleteCategory.name,
  createStation: createStation.name,
  updateStation: updateStation.name,
  deleteStation: deleteStation.name,
  createTax: createTax.name,
  updateTax: updateTax.name,
  deleteTax: deleteTax.name,
  createStoreTable: createStoreTable.name,
  updateStoreTable: updateStoreTable.name,
  deleteStoreTable: deleteStoreTable.name,
  createPaymentType: createPaymentType.name,
  updatePaymentType: updatePaymentType.name,
  togglePaymentType: togglePaymentType.name,
  deletePaymentType: deletePaymentType.name,
  createVariant: createVariant.name,
  updateVariant: updateVariant.name,
  deleteVariant: deleteVariant.name,
  createAddon: createAddon.name,
  updateAddon: updateAddon.name,
  deleteAddon: deleteAddon.name,
  updateStoreSettings: updateStoreSettings.name,
  setStoreLocation: setStoreLocation.name,
  updatePrintSettings: updatePrintSettings.name,
  createCustomer: createCustomer.name,
  updateCustomer: updateCustomer.name,
  deleteCustomer: deleteCustomer.name,
  settleCustomerDues: settleCustomerDues.name,
  createReservation: createReservation.name,
  updateReservation: updateReservation.name,
  deleteReservation: deleteReservation.name,
  openShift: openShift.name,
  moveShiftCash: moveShiftCash.name,
  closeShift: closeShift.name,
  discountOrder: discountOrder.name,
  updateDiscountSettings: updateDiscountSettings.name,
  voidLine: voidLine.name,
  refundInvoice: refundInvoice.name,
} as const;
