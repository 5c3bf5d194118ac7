/**
 * I18N7: shared's English labels (dining options, courses, diet and allergen marks, order sources, customer types,
 * printer connections and languages) in the staff's language, by the shared value, never by the English text.
 * Keys are literal so extraction finds them; `shared-labels.test.ts` keeps each English catalog value equal to
 * shared's constant.
 */
import {
  type Allergen,
  type Course,
  type DeliveryType,
  type Diet,
  KITCHEN_FLOW,
  orderTypeOf,
} from '@tavola/shared';
import type { PrinterConnection, PrinterLanguage } from '@tavola/shared/printing/printer-config';
import { t as current, type TFunction } from './i18n.ts';

type Labels<K extends string> = Readonly<Record<K, (t: TFunction) => string>>;

/** The label of `value` from `labels`; a value shared adds later (no key yet) shows as it is. */
const labelOf =
  <K extends string>(labels: Labels<K>) =>
  (value: K, t: TFunction = current): string =>
    (labels as Partial<Record<string, (t: TFunction) => string>>)[value]?.(t) ?? value;

export const DINING_OPTION_LABELS: Labels<DeliveryType> = {
  dinein: (t) => t('label.dining.dinein'),
  takeaway: (t) => t('label.dining.takeaway'),
  delivery: (t) => t('label.dining.delivery'),
};
/** DELIVERY_TYPE_LABELS in the staff's language. */
export const diningOptionLabel = labelOf(DINING_OPTION_LABELS);

/** WHO3's orderTypeLabel in the staff's language ('N/A' when the order has no type). */
export const orderTypeText = (order: Parameters<typeof orderTypeOf>[0], t: TFunction = current): string => {
  const type = orderTypeOf(order);
  return type ? diningOptionLabel(type, t) : t('label.notAvailable');
};

export const COURSE_NAMES: Labels<Course> = {
  starter: (t) => t('pos.course.starter'),
  main: (t) => t('pos.course.main'),
  dessert: (t) => t('pos.course.dessert'),
};
/** COURSE_LABELS in the staff's language. */
export const courseLabel = labelOf(COURSE_NAMES);

/** COURSE_TEXTS' held / fire / fired in the staff's language. */
export const courseTexts = (t: TFunction = current) => ({
  held: t('label.course.held'),
  fire: (course: Course) => t('label.course.fire', { course: courseLabel(course, t) }),
  fired: (course: Course) => t('label.course.fired', { course: courseLabel(course, t) }),
});

export const DIET_NAMES: Labels<Diet> = {
  veg: (t) => t('label.diet.veg'),
  nonveg: (t) => t('label.diet.nonveg'),
  egg: (t) => t('label.diet.egg'),
};
/** DIET_LABELS in the staff's (or the diner's) language. */
export const dietLabel = labelOf(DIET_NAMES);

export const ALLERGEN_NAMES: Labels<Allergen> = {
  gluten: (t) => t('label.allergen.gluten'),
  crustaceans: (t) => t('label.allergen.crustaceans'),
  eggs: (t) => t('label.allergen.eggs'),
  fish: (t) => t('label.allergen.fish'),
  peanuts: (t) => t('label.allergen.peanuts'),
  soy: (t) => t('label.allergen.soy'),
  milk: (t) => t('label.allergen.milk'),
  nuts: (t) => t('label.allergen.nuts'),
  celery: (t) => t('label.allergen.celery'),
  mustard: (t) => t('label.allergen.mustard'),
  sesame: (t) => t('label.allergen.sesame'),
  sulphites: (t) => t('label.allergen.sulphites'),
  lupin: (t) => t('label.allergen.lupin'),
  molluscs: (t) => t('label.allergen.molluscs'),
};
/** ALLERGEN_LABELS in the staff's (or the diner's) language. */
export const allergenLabel = labelOf(ALLERGEN_NAMES);

export const ORDER_SOURCE_NAMES: Labels<'qrmenu' | 'pos'> = {
  qrmenu: (t) => t('label.source.qrmenu'),
  pos: (t) => t('label.source.pos'),
};
/** ORDER_SOURCE_LABELS in the staff's language. */
export const orderSourceLabel = labelOf(ORDER_SOURCE_NAMES);

export const CUSTOMER_TYPE_NAMES: Labels<'WALKIN' | 'CUSTOMER' | 'QRMENU'> = {
  WALKIN: (t) => t('label.customerType.walkin'),
  CUSTOMER: (t) => t('label.customerType.customer'),
  QRMENU: (t) => t('label.customerType.qrmenu'),
};
/** customerTypeLabel in the staff's language (an unknown type is a walk-in, as in shared). */
export const customerTypeText = (customerType: string, t: TFunction = current): string =>
  (CUSTOMER_TYPE_NAMES as Partial<Record<string, (t: TFunction) => string>>)[customerType]?.(t) ??
  CUSTOMER_TYPE_NAMES.WALKIN(t);

export const CONNECTION_NAMES: Labels<PrinterConnection> = {
  network: (t) => t('label.connection.network'),
  usb: (t) => t('label.connection.usb'),
  serial: (t) => t('label.connection.serial'),
  cloudprnt: (t) => t('label.connection.cloudprnt'),
  'epson-sdp': (t) => t('label.connection.epsonSdp'),
};
/** CONNECTION_LABELS in the staff's language. */
export const connectionLabel = labelOf(CONNECTION_NAMES);

export const PRINTER_LANGUAGE_NAMES: Labels<PrinterLanguage> = {
  'esc-pos': (t) => t('label.printerLanguage.escPos'),
  'star-prnt': (t) => t('label.printerLanguage.starPrnt'),
};
/** LANGUAGE_LABELS (printer command languages) in the staff's language. */
export const printerLanguageLabel = labelOf(PRINTER_LANGUAGE_NAMES);

/** WHO8: a table-less order card's heading (shared's 'Take Away' or 'Delivery') in the staff's language. */
export const groupTitleText = (
  group: {
    readonly tableId: string | null;
    readonly title: string;
    readonly orders: readonly { readonly order: { readonly deliveryType: string | null } }[];
  },
  t: TFunction = current,
): string => {
  if (group.tableId !== null) return group.title;
  const first = group.orders[0]?.order;
  return first && orderTypeOf({ deliveryType: first.deliveryType, tableId: null }) === 'takeaway'
    ? diningOptionLabel('takeaway', t)
    : t('orders.delivery');
};

type KitchenStep = (typeof KITCHEN_FLOW)[keyof typeof KITCHEN_FLOW];
export const KITCHEN_STEP_NAMES: Labels<KitchenStep['next']> = {
  preparing: (t) => t('label.kitchenStep.preparing'),
  completed: (t) => t('label.kitchenStep.completed'),
  delivered: (t) => t('label.kitchenStep.delivered'),
};
/** FRI1: OS2's kitchen button (KITCHEN_FLOW's label, as `kitchenNextStep`/`ticketNextStep` give it) in the staff's language. */
export const kitchenStepText = (label: string, t: TFunction = current): string => {
  const step = Object.values(KITCHEN_FLOW).find((s: KitchenStep) => s.label === label);
  return step ? KITCHEN_STEP_NAMES[step.next](t) : label;
};
