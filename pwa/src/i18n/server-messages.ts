/**
 * I18N7: the server's (and the till's own mutators') English messages in the staff's language, by their stable
 * code. A code may carry several texts (ITEM_NOT_FOUND of an order and of a price), so the message is also
 * matched against the English catalog's text for the code: a message the catalog does not know (a text changed
 * on the server, a code added later) shows as the server wrote it, never a wrong translation.
 */
import { ERROR_CODES } from '@tavola/shared';
import { CATALOGS, t as current, type TFunction, translateIn } from './i18n.ts';

type Message = (t: TFunction, values?: Record<string, unknown>) => string;

/** code → the catalog messages it may carry; keys literal so extraction finds them. */
const BY_CODE: Readonly<Record<string, readonly Message[]>> = {
  // BILL_REJECTIONS (bill operations, ADR 0066-0068)
  BILL_CHANGED: [(t) => t('server.billChanged')],
  BILL_CLOSED: [(t) => t('server.billClosed')],
  LINE_NOT_ON_BILL: [(t) => t('server.lineNotOnBill')],
  KEEP_ONE_LINE: [(t) => t('server.keepOneLine')],
  SAME_BILL: [(t) => t('server.sameBill')],
  ORDER_LEVEL_TAX: [(t) => t('server.orderLevelTax')],
  ROUNDING: [(t) => t('server.rounding')],
  TOO_MANY_PARTS: [(t) => t('server.tooManyParts')],
  SHARES_PAID: [(t) => t('server.sharesPaid')],
  // APPROVAL_REJECTIONS (APPR)
  APPROVAL_REQUIRED: [(t) => t('server.approvalRequired'), (t) => t('server.discountApproval')],
  APPROVER_NOT_MANAGER: [(t) => t('server.approverNotManager')],
  APPROVAL_INVALID: [(t) => t('server.approvalInvalid')],
  // ORDER_REJECTIONS and MENU_PRICE_REJECTIONS
  PAYMENT_REQUIRED: [(t) => t('server.paymentRequired')],
  ILLEGAL_TRANSITION: [(t) => t('server.illegalTransition')],
  ITEM_FINAL: [(t) => t('server.itemFinal')],
  ORDER_CLOSED: [(t) => t('server.orderClosed')],
  ITEM_NOT_FOUND: [(t) => t('server.itemNotFound'), (t) => t('server.itemGone')],
  PAID_NOT_CANCELLABLE: [(t) => t('server.paidNotCancellable')],
  VARIANT_REQUIRED: [(t) => t('server.variantRequired')],
  VARIANT_NOT_FOUND: [(t) => t('server.variantGone'), (t) => t('server.variantNotFound')],
  ADDON_NOT_FOUND: [(t) => t('server.addonGone'), (t) => t('server.addonNotFound')],
  // SYNC_REJECTIONS
  [ERROR_CODES.forbidden]: [(t) => t('server.forbidden')],
  UNKNOWN_MUTATOR: [(t) => t('server.unknownMutator'), (t) => t('server.unknownMutatorTill')],
  TOKEN_NOT_LEASED: [(t) => t('server.tokenNotLeased')],
  TOKEN_IN_USE: [(t) => t('server.tokenInUse')],
  ORDER_NOT_FOUND: [(t) => t('server.orderNotFound')],
  CUSTOMER_NOT_FOUND: [(t) => t('server.selectCustomer'), (t) => t('server.customerNotFound')],
  TABLE_NOT_FOUND: [(t) => t('server.tableNotFound')],
  MENU_ITEM_NOT_FOUND: [(t) => t('server.menuItemNotFound')],
  ID_IN_USE: [(t) => t('server.idInUse')],
  // the till's own refusals (MUTATE_REJECTIONS)
  NOT_SIGNED_IN: [(t) => t('server.notSignedIn')],
  DEVICE_NOT_REGISTERED: [(t) => t('server.deviceNotRegistered')],
  // SHIFT_REJECTIONS
  SHIFT_ALREADY_OPEN: [(t) => t('server.shiftAlreadyOpen')],
  SHIFT_NOT_FOUND: [(t) => t('server.shiftNotFound')],
  SHIFT_NOT_OPEN: [(t) => t('server.shiftNotOpen')],
  WRONG_DEVICE: [(t) => t('server.wrongDevice')],
  COUNT_MISMATCH: [(t) => t('server.countMismatch')],
  DAYS_MISSING: [(t) => t('server.daysMissing')],
  // CUSTOMER_REJECTIONS
  PHONE_TAKEN: [(t) => t('server.phoneTaken')],
  NOTHING_DUE: [(t) => t('server.nothingDue')],
  AMOUNT_INVALID: [(t) => t('server.amountInvalid')],
  AMOUNT_TOO_HIGH: [(t) => t('server.amountTooHigh')],
  // SETTINGS_REJECTIONS
  CATEGORY_NOT_FOUND: [(t) => t('server.categoryNotFound')],
  TAX_NOT_FOUND: [(t) => t('server.taxNotFound')],
  STORE_TABLE_NOT_FOUND: [(t) => t('server.storeTableNotFound')],
  PAYMENT_TYPE_NOT_FOUND: [(t) => t('server.paymentTypeNotFound')],
  // CARD6: a sold-out item, named
  [ERROR_CODES.soldOut]: [(t, v) => t('server.soldOut', v)],
  // validation messages of the bill operations (DISCOUNT_TEXTS)
  [ERROR_CODES.validation]: [
    (t) => t('server.discountReason'),
    (t) => t('server.discountValue'),
    (t) => t('server.discountTooLarge'),
    (t) => t('server.compBill'),
  ],
  // DISCOUNT_TEXTS' own codes
  ORDER_PAID: [(t) => t('server.orderPaid')],
  ITEM_CANCELLED: [(t) => t('server.lineCancelled')],
};

/** The catalog key a message function asks for. */
const keyOf = (message: Message): string => {
  let key = '';
  message((k) => {
    key = k;
    return '';
  });
  return key;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every argument as a marker ({title} → \uE000title\uE001), to read a message's arguments back from its text. */
const MARKED = new Proxy(
  {},
  { get: (_, name) => (typeof name === 'string' ? `\uE000${name}\uE001` : undefined) },
);

/** The arguments of `text` read back through the English message of `key` ('Sorry, {title} is sold out…'), or null. */
function argumentsOf(key: string, text: string): Record<string, string> | null {
  if (!CATALOGS.en?.[key]) return null;
  const names: string[] = [];
  const pattern = translateIn('en', key, MARKED)
    .split(/\uE000(\w+)\uE001/)
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const m = new RegExp(`^${pattern}$`).exec(text);
  return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) : null;
}

/** The catalog key and arguments of a message with `code`, when the English catalog knows that text. */
export function serverMessageKey(
  code: string | undefined,
  message: string,
): { key: string; values: Record<string, string> } | null {
  for (const candidate of (code && BY_CODE[code]) || []) {
    const key = keyOf(candidate);
    const values = argumentsOf(key, message);
    if (values) return { key, values };
  }
  return null;
}

/** A rejection's or an error answer's message in the staff's language; an unknown one as the server wrote it. */
export function serverMessage(
  answer: { readonly code?: string | undefined; readonly message: string },
  t: TFunction = current,
): string {
  const known = serverMessageKey(answer.code, answer.message);
  return known ? t(known.key, known.values) : answer.message;
}
