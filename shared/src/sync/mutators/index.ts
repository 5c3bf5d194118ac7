export * from './approver.ts';
export { BILL_REJECTIONS, type LinePick, type SeenLine, seenLinesOf } from './bill-lines.ts';
export * from './cart-discounts.ts';
export * from './category.ts';
export * from './customer.ts';
export * from './diner-summary.ts';
export * from './discount-decision.ts';
export * from './discount-settings.ts';
export * from './invoice-refund.ts';
export * from './item-options.ts';
export * from './menu-item-create.ts';
export * from './menu-item-delete.ts';
export * from './menu-item-image.ts';
export * from './menu-item-sold-out.ts';
export * from './menu-item-update.ts';
export { soldOutMessage, tillSoldOutMessage } from './menu-sold-out.ts';
export * from './order-cancel.ts';
export * from './order-complete.ts';
export * from './order-create.ts';
export * from './order-diner-create.ts';
export * from './order-discount.ts';
export * from './order-fire-course.ts';
export * from './order-item-reverse.ts';
export * from './order-item-status.ts';
export * from './order-move.ts';
export * from './order-online-paid.ts';
export * from './order-pay-and-complete.ts';
export * from './order-payment-collected.ts';
export { DINER_CUSTOMER_TYPE, orderTotals } from './order-rows.ts';
export * from './order-share-paid.ts';
export * from './order-split.ts';
export * from './order-void.ts';
export { invoiceOrderId, type PaymentArgs, paymentArgs, paymentFields } from './payment.ts';
export * from './payment-type.ts';
export * from './print-settings.ts';
export * from './registry.ts';
export * from './reservation.ts';
export * from './run.ts';
export * from './scopes.ts';
export {
  idArgs,
  SETTINGS_REJECTIONS,
  SETTINGS_SAVED,
  type SettingsRejectionCode,
} from './settings-support.ts';
export * from './shift-cash-movement.ts';
export * from './shift-close.ts';
export * from './shift-open.ts';
export { SHIFT_REJECTIONS, SHIFT_SAVED, type ShiftRejectionCode } from './shift-support.ts';
export * from './station.ts';
export * from './store-settings.ts';
export * from './store-table.ts';
export { type Rejected, SYNC_REJECTIONS, type SyncRejectionCode } from './support.ts';
export * from './tax.ts';
