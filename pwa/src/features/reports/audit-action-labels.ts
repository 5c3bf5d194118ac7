/**
 * WALL2: the audit log's action codes ('shift.open') as words in the owner's language; a code added later (no
 * label yet) shows as it is. Keys are literal so extraction finds them; the codes are those the mutators
 * (`shared/src/sync/mutators/`) and the server's user routes write.
 */
import type { TFunction } from '../../i18n/i18n.ts';

const LABELS: Readonly<Record<string, (t: TFunction) => string>> = {
  approval: (t) => t('reports.audit.act.approval'),
  'approver.remove': (t) => t('reports.audit.act.approverRemove'),
  'approver.set-pin': (t) => t('reports.audit.act.approverSetPin'),
  'customer.settle-dues': (t) => t('reports.audit.act.customerSettleDues'),
  'day.close': (t) => t('reports.audit.act.dayClose'),
  'drawer.no_sale': (t) => t('reports.audit.act.drawerNoSale'),
  'invoice.refund': (t) => t('reports.audit.act.invoiceRefund'),
  'order.cancel': (t) => t('reports.audit.act.orderCancel'),
  'order.comp': (t) => t('reports.audit.act.orderComp'),
  'order.course_fired': (t) => t('reports.audit.act.orderCourseFired'),
  'order.discount': (t) => t('reports.audit.act.orderDiscount'),
  'order.item_undo': (t) => t('reports.audit.act.orderItemUndo'),
  'order.item_void': (t) => t('reports.audit.act.orderItemVoid'),
  'order.merge': (t) => t('reports.audit.act.orderMerge'),
  'order.move': (t) => t('reports.audit.act.orderMove'),
  'order.move-lines': (t) => t('reports.audit.act.orderMoveLines'),
  'order.price_override': (t) => t('reports.audit.act.orderPriceOverride'),
  'order.recall': (t) => t('reports.audit.act.orderRecall'),
  'order.share-paid': (t) => t('reports.audit.act.orderSharePaid'),
  'order.split': (t) => t('reports.audit.act.orderSplit'),
  'shift.close': (t) => t('reports.audit.act.shiftClose'),
  'shift.open': (t) => t('reports.audit.act.shiftOpen'),
  'shift.pay-in': (t) => t('reports.audit.act.shiftPayIn'),
  'shift.pay-out': (t) => t('reports.audit.act.shiftPayOut'),
  'user.add': (t) => t('reports.audit.act.userAdd'),
  'user.delete': (t) => t('reports.audit.act.userDelete'),
  'user.reset-password': (t) => t('reports.audit.act.userResetPassword'),
  'user.update': (t) => t('reports.audit.act.userUpdate'),
};

/** The action's label, or its raw code when there is none. */
export const auditActionLabel = (code: string, t: TFunction): string =>
  Object.hasOwn(LABELS, code) ? (LABELS[code]?.(t) ?? code) : code;
