/**
 * I18N7: shared's success toasts (SETTINGS_SAVED, SOLD_OUT_SAVED) and the printer-down banner (PRT5) in the staff's
 * language, by key; `shared-labels.test.ts` keeps each English catalog value equal to shared's text.
 */
import type {
  CUSTOMER_SAVED,
  ORDER_SAVED,
  RESERVATION_SAVED,
  SETTINGS_SAVED,
  SHIFT_SAVED,
} from '@tavola/shared';
import type { PrinterProblem, PrinterStatus } from '@tavola/shared/printing/printer-status';
import { t as current, type TFunction } from './i18n.ts';

export type SavedKey = keyof typeof SETTINGS_SAVED;

export const SAVED_TEXTS: Readonly<Record<SavedKey, (t: TFunction) => string>> = {
  storeSettings: (t) => t('saved.storeSettings'),
  printSettings: (t) => t('saved.printSettings'),
  location: (t) => t('saved.location'),
  tableAdded: (t) => t('saved.tableAdded'),
  tableUpdated: (t) => t('saved.tableUpdated'),
  tableDeleted: (t) => t('saved.tableDeleted'),
  categoryAdded: (t) => t('saved.categoryAdded'),
  categoryUpdated: (t) => t('saved.categoryUpdated'),
  categoryDeleted: (t) => t('saved.categoryDeleted'),
  taxAdded: (t) => t('saved.taxAdded'),
  taxUpdated: (t) => t('saved.taxUpdated'),
  taxDeleted: (t) => t('saved.taxDeleted'),
  paymentTypeAdded: (t) => t('saved.paymentTypeAdded'),
  paymentTypeUpdated: (t) => t('saved.paymentTypeUpdated'),
  paymentTypeToggled: (t) => t('saved.paymentTypeUpdated'),
  paymentTypeDeleted: (t) => t('saved.paymentTypeDeleted'),
  itemAdded: (t) => t('saved.itemAdded'),
  itemUpdated: (t) => t('saved.itemUpdated'),
  itemDeleted: (t) => t('saved.itemDeleted'),
  photoUploaded: (t) => t('saved.photoUploaded'),
  photoRemoved: (t) => t('saved.photoRemoved'),
  variantAdded: (t) => t('saved.variantAdded'),
  variantUpdated: (t) => t('saved.variantUpdated'),
  variantDeleted: (t) => t('saved.variantDeleted'),
  addonAdded: (t) => t('saved.addonAdded'),
  addonUpdated: (t) => t('saved.addonUpdated'),
  addonDeleted: (t) => t('saved.addonDeleted'),
};

/** SETTINGS_SAVED[key] in the staff's language. */
export const savedText = (key: SavedKey, t: TFunction = current): string => SAVED_TEXTS[key](t);

/** SOLD_OUT_SAVED in the staff's language. */
export const soldOutSavedText = (soldOut: boolean, t: TFunction = current): string =>
  soldOut ? t('saved.soldOut') : t('saved.onSale');

const PROBLEMS: Readonly<Record<PrinterProblem, (t: TFunction) => string>> = {
  'paper-out': (t) => t('printerDown.paperOut'),
  'cover-open': (t) => t('printerDown.coverOpen'),
  error: (t) => t('printerDown.error'),
};

/** PRT5: printerDownMessage in the staff's language (the printer's title as staff typed it). */
export function printerDownText(status: PrinterStatus, t: TFunction = current): string {
  const title = status.title;
  const n = status.waitingJobs;
  if (status.problem) {
    const problem = PROBLEMS[status.problem](t);
    return n > 0
      ? t('printerDown.problemWaiting', { title, problem, n })
      : t('printerDown.problem', { title, problem });
  }
  return n > 0
    ? t('printerDown.notRespondingWaiting', { title, n })
    : t('printerDown.notResponding', { title });
}

/** CARD3: tillSoldOutMessage in the staff's language. */
export const tillSoldOutText = (title: string, t: TFunction = current): string =>
  t('saved.tillSoldOut', { title });

type Texts<K extends string> = Readonly<Record<K, (t: TFunction) => string>>;

/** ORDER_SAVED (the orders' success toasts and the POS's 'Order sent to Kitchen!') in the staff's language. */
export const ORDER_SAVED_TEXTS: Texts<keyof typeof ORDER_SAVED> = {
  sent: (t) => t('saved.orderSent'),
  itemStatusUpdated: (t) => t('saved.itemStatusUpdated'),
  paymentCollected: (t) => t('saved.paymentCollected'),
  cancelled: (t) => t('saved.orderCancelled'),
  completed: (t) => t('saved.orderCompleted'),
  paidAndCompleted: (t) => t('saved.paidAndCompleted'),
};

/** CUSTOMER_SAVED in the staff's language. */
export const CUSTOMER_SAVED_TEXTS: Texts<keyof typeof CUSTOMER_SAVED> = {
  added: (t) => t('saved.customerAdded'),
  updated: (t) => t('saved.customerUpdated'),
  deleted: (t) => t('saved.customerDeleted'),
  settled: (t) => t('saved.duesSettled'),
};

/** RESERVATION_SAVED in the staff's language. */
export const RESERVATION_SAVED_TEXTS: Texts<keyof typeof RESERVATION_SAVED> = {
  added: (t) => t('saved.reservationAdded'),
  updated: (t) => t('saved.reservationUpdated'),
  deleted: (t) => t('saved.reservationDeleted'),
};

/** SHIFT_SAVED in the staff's language. */
export const SHIFT_SAVED_TEXTS: Texts<keyof typeof SHIFT_SAVED> = {
  opened: (t) => t('saved.shiftOpened'),
  moved: (t) => t('saved.cashMoved'),
  closed: (t) => t('saved.shiftClosed'),
};

/** APPR6: PIN_LOCKED_MESSAGE in the staff's language. */
export const pinLockedText = (seconds: number, t: TFunction = current): string =>
  t('shifts.approval.locked', { seconds });
