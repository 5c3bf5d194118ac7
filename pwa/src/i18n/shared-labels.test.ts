/** I18N7: shared's labels and success texts by key: English equals shared's constant, Hindi is there beside it. */
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  COURSE_LABELS,
  COURSE_TEXTS,
  COURSES,
  CUSTOMER_SAVED,
  CUSTOMER_TYPE_LABELS,
  customerTypeLabel,
  DELIVERY_GROUP,
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  DIET_LABELS,
  DIETS,
  ORDER_SAVED,
  ORDER_SOURCE_LABELS,
  orderTypeLabel,
  PIN_LOCKED_MESSAGE,
  RESERVATION_SAVED,
  SETTINGS_SAVED,
  SHIFT_SAVED,
  SOLD_OUT_SAVED,
  tillSoldOutMessage,
} from '@tavola/shared';
import {
  CONNECTION_LABELS,
  LANGUAGE_LABELS,
  PRINTER_CONNECTIONS,
  PRINTER_LANGUAGES,
} from '@tavola/shared/printing/printer-config';
import { type PrinterStatus, printerDownMessage } from '@tavola/shared/printing/printer-status';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, CATALOGS, type TFunction, t } from './i18n.ts';
import {
  allergenLabel,
  connectionLabel,
  courseLabel,
  courseTexts,
  customerTypeText,
  dietLabel,
  diningOptionLabel,
  groupTitleText,
  orderSourceLabel,
  orderTypeText,
  printerLanguageLabel,
} from './shared-labels.ts';
import {
  CUSTOMER_SAVED_TEXTS,
  ORDER_SAVED_TEXTS,
  pinLockedText,
  printerDownText,
  RESERVATION_SAVED_TEXTS,
  SAVED_TEXTS,
  SHIFT_SAVED_TEXTS,
  soldOutSavedText,
  tillSoldOutText,
} from './status-texts.ts';

afterEach(() => applyLanguage('en'));

/** Each value's label in English and in Hindi. */
function both<V extends string>(values: readonly V[], label: (v: V, t: TFunction) => string) {
  const english = values.map((v) => label(v, t));
  applyLanguage('hi');
  const hindi = values.map((v) => label(v, t));
  applyLanguage('en');
  return { english, hindi };
}

/** Hindi is the Hindi catalog's own text (not English's fallback) for every key a label asks for. */
function expectHindiCatalog(label: (t: TFunction) => string) {
  let key = '';
  label((k) => {
    key = k;
    return '';
  });
  expect(CATALOGS.hi?.[key], key).toBeTruthy();
}

const families = [
  ['dining options', DELIVERY_TYPES, DELIVERY_TYPE_LABELS, diningOptionLabel],
  ['courses', COURSES, COURSE_LABELS, courseLabel],
  ['diets', DIETS, DIET_LABELS, dietLabel],
  ['allergens', ALLERGENS, ALLERGEN_LABELS, allergenLabel],
  ['order sources', ['qrmenu', 'pos'] as const, ORDER_SOURCE_LABELS, orderSourceLabel],
  ['printer connections', PRINTER_CONNECTIONS, CONNECTION_LABELS, connectionLabel],
  ['printer languages', PRINTER_LANGUAGES, LANGUAGE_LABELS, printerLanguageLabel],
] as const;

describe('shared labels', () => {
  for (const [name, values, shared, label] of families) {
    it(`[I18N7] ${name}: English is shared's constant for every value, Hindi is the Hindi catalog's`, () => {
      const of = label as (v: string, t: TFunction) => string;
      const { english, hindi } = both(values as readonly string[], of);
      expect(english).toEqual(values.map((v) => (shared as Record<string, string>)[v]));
      for (const v of values) expectHindiCatalog((tr) => of(v, tr));
      expect(hindi.some((h, i) => h !== english[i])).toBe(true); // brand names (Star CloudPRNT) may stay
    });
  }

  it("[I18N7] customer types and order types: English is shared's, an unknown type a walk-in, no type N/A", () => {
    for (const type of [...Object.keys(CUSTOMER_TYPE_LABELS), 'SOMETHING']) {
      expect(customerTypeText(type)).toBe(customerTypeLabel(type));
    }
    for (const order of [
      { deliveryType: 'takeaway', tableId: null },
      { deliveryType: 'AppCash', tableId: 't1' },
      { deliveryType: null, tableId: null },
    ]) {
      expect(orderTypeText(order)).toBe(orderTypeLabel(order));
    }
    const card = (deliveryType: string | null) => ({
      tableId: null,
      title: '',
      orders: [{ order: { deliveryType } }],
    });
    expect(groupTitleText(card('takeaway'))).toBe(DELIVERY_TYPE_LABELS.takeaway);
    expect(groupTitleText(card('AppOnline'))).toBe(DELIVERY_GROUP);
    expect(groupTitleText({ ...card(null), tableId: 't1', title: 'T1' })).toBe('T1');
    applyLanguage('hi');
    expect(groupTitleText(card('takeaway'))).toBe('टेक अवे');
    expect(customerTypeText('WALKIN')).toBe('वॉक-इन');
    expect(orderTypeText({ deliveryType: 'dinein', tableId: null })).toBe('डाइन-इन');
    expect(orderTypeText({ deliveryType: null, tableId: null })).toBe('लागू नहीं');
  });

  it("[I18N7] course texts: Held, Fire and fired read as shared's COURSE_TEXTS in English", () => {
    const en = courseTexts(t);
    expect(en.held).toBe(COURSE_TEXTS.held);
    for (const c of COURSES) {
      expect(en.fire(c)).toBe(COURSE_TEXTS.fire(c));
      expect(en.fired(c)).toBe(COURSE_TEXTS.fired(c));
    }
    applyLanguage('hi');
    expect(courseTexts(t).fire('main')).toBe('मेन कोर्स भेजें');
  });
});

describe('success texts and the printer banner', () => {
  it("[I18N7] every SETTINGS_SAVED toast: English is shared's text, Hindi the Hindi catalog's", () => {
    const keys = Object.keys(SETTINGS_SAVED) as (keyof typeof SETTINGS_SAVED)[];
    expect(Object.keys(SAVED_TEXTS).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(SAVED_TEXTS[key](t), key).toBe(SETTINGS_SAVED[key]);
      expectHindiCatalog(SAVED_TEXTS[key]);
    }
    expect(soldOutSavedText(true)).toBe(SOLD_OUT_SAVED.soldOut);
    expect(soldOutSavedText(false)).toBe(SOLD_OUT_SAVED.onSale);
    expect(tillSoldOutText('Lassi')).toBe(tillSoldOutMessage('Lassi'));
    expect(pinLockedText(30)).toBe(PIN_LOCKED_MESSAGE(30));
    applyLanguage('hi');
    expect(SAVED_TEXTS.taxDeleted(t)).toBe('टैक्स हटा दिया गया!');
  });

  it("[I18N7] the orders', customers', reservations' and shifts' success toasts: English is shared's, Hindi beside it", () => {
    const families = [
      [ORDER_SAVED, ORDER_SAVED_TEXTS],
      [CUSTOMER_SAVED, CUSTOMER_SAVED_TEXTS],
      [RESERVATION_SAVED, RESERVATION_SAVED_TEXTS],
      [SHIFT_SAVED, SHIFT_SAVED_TEXTS],
    ] as const;
    for (const [shared, texts] of families) {
      const labels = texts as Readonly<Record<string, (t: TFunction) => string>>;
      expect(Object.keys(labels).sort()).toEqual(Object.keys(shared).sort());
      for (const [key, english] of Object.entries(shared)) {
        expect(labels[key]?.(t), key).toBe(english);
        expectHindiCatalog((tr) => labels[key]?.(tr) ?? '');
      }
    }
  });

  it("[I18N7] the printer-down banner's words: English is printerDownMessage's, in each case", () => {
    const base: PrinterStatus = {
      printerId: 'p1',
      title: 'Kitchen printer',
      role: 'kitchen',
      state: 'offline',
      waitingJobs: 0,
      lastError: null,
      lastSeenAt: null,
    };
    const cases: PrinterStatus[] = [
      base,
      { ...base, waitingJobs: 3 },
      ...(['paper-out', 'cover-open', 'error'] as const).flatMap((problem) => [
        { ...base, problem },
        { ...base, problem, waitingJobs: 1 },
      ]),
    ];
    for (const status of cases) expect(printerDownText(status)).toBe(printerDownMessage(status));
    applyLanguage('hi');
    expect(printerDownText({ ...base, waitingJobs: 3 })).toBe('Kitchen printer जवाब नहीं दे रहा (3 रुके हुए)');
    expect(printerDownText({ ...base, problem: 'paper-out' })).toBe('Kitchen printer: पेपर ख़त्म');
  });
});
