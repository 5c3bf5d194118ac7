/** The demo restaurant's menu, tables and staff: data only, so the seed stays a short loop. Money in minor units. */
export const DEMO_PASSWORD = 'tavola-demo';

export const DEMO_BUSINESS = 'Tavola Demo Kitchen';

export const DEMO_USERS = {
  admin: { username: 'owner@demo.tavola.app', name: 'Asha Owner' },
  cashier: {
    username: 'cashier@demo.tavola.app',
    name: 'Ravi Cashier',
    designation: 'Cashier',
    scope: 'DASHBOARD,POS,ORDERS,CUSTOMERS,RESERVATIONS,INVOICES',
  },
  kitchen: {
    username: 'kitchen@demo.tavola.app',
    name: 'Meena Kitchen',
    designation: 'Head Chef',
    scope: 'KITCHEN',
  },
} as const;

export const DEMO_TAXES = [
  { key: 'gst5', title: 'GST 5%', rate: 50000, type: 'exclusive' },
  { key: 'vat12', title: 'VAT 12% (incl.)', rate: 120000, type: 'inclusive' },
] as const;

export type DemoItem = {
  title: string;
  category: string;
  price: number;
  tax: 'gst5' | 'vat12' | null;
  variants?: readonly { title: string; price: number }[];
  addons?: readonly { title: string; price: number }[];
};

export const DEMO_MENU: readonly DemoItem[] = [
  {
    title: 'Masala Dosa',
    category: 'Breakfast',
    price: 9000,
    tax: 'gst5',
    addons: [{ title: 'Extra Chutney', price: 1000 }],
  },
  { title: 'Idli Sambar', category: 'Breakfast', price: 6000, tax: 'gst5' },
  {
    title: 'Paneer Tikka',
    category: 'Starters',
    price: 22000,
    tax: 'gst5',
    variants: [
      { title: 'Half', price: 14000 },
      { title: 'Full', price: 22000 },
    ],
  },
  { title: 'Veg Spring Rolls', category: 'Starters', price: 16000, tax: 'gst5' },
  {
    title: 'Butter Chicken',
    category: 'Mains',
    price: 32000,
    tax: 'gst5',
    variants: [
      { title: 'Regular', price: 32000 },
      { title: 'Large', price: 45000 },
    ],
    addons: [
      { title: 'Butter Naan', price: 6000 },
      { title: 'Jeera Rice', price: 9000 },
    ],
  },
  {
    title: 'Dal Makhani',
    category: 'Mains',
    price: 24000,
    tax: 'gst5',
    addons: [{ title: 'Butter Naan', price: 6000 }],
  },
  {
    title: 'Veg Biryani',
    category: 'Mains',
    price: 26000,
    tax: 'gst5',
    addons: [{ title: 'Raita', price: 4000 }],
  },
  {
    title: 'Masala Chai',
    category: 'Drinks',
    price: 3000,
    tax: null,
    variants: [
      { title: 'Cutting', price: 2000 },
      { title: 'Full', price: 3000 },
    ],
  },
  { title: 'Fresh Lime Soda', category: 'Drinks', price: 8000, tax: 'vat12' },
  {
    title: 'Gulab Jamun',
    category: 'Desserts',
    price: 9000,
    tax: 'gst5',
    addons: [{ title: 'Vanilla Scoop', price: 5000 }],
  },
];

export const DEMO_TABLES = [
  { title: 'T1', floor: 'Ground', seats: 2 },
  { title: 'T2', floor: 'Ground', seats: 4 },
  { title: 'T3', floor: 'Ground', seats: 4 },
  { title: 'T4', floor: 'Ground', seats: 6 },
  { title: 'R1', floor: 'Rooftop', seats: 4 },
  { title: 'R2', floor: 'Rooftop', seats: 8 },
] as const;

export const DEMO_PAYMENT_TYPES = ['Cash', 'Card', 'UPI'] as const;

/** STN1: the demo's kitchen stations, and the station of each menu category (drinks go to the bar). */
export const DEMO_STATIONS = [
  { key: 'kitchen', title: 'Kitchen', warnAfterMinutes: 10, lateAfterMinutes: 20 },
  { key: 'bar', title: 'Bar', warnAfterMinutes: 5, lateAfterMinutes: 10 },
] as const;
export const DEMO_CATEGORY_STATION: Readonly<Record<string, (typeof DEMO_STATIONS)[number]['key']>> = {
  Drinks: 'bar',
};

/** CARD1, CARD2: what the demo menu's cards say beyond the price (allergens as the row's text). */
export const DEMO_CARDS: Readonly<Record<string, { description: string; diet: string; allergens: string }>> =
  {
    'Masala Dosa': {
      description: 'Crisp rice crepe with spiced potato, sambar and coconut chutney',
      diet: 'veg',
      allergens: 'mustard',
    },
    'Idli Sambar': {
      description: 'Steamed rice cakes with lentil sambar',
      diet: 'veg',
      allergens: 'mustard',
    },
    'Paneer Tikka': {
      description: 'Cottage cheese marinated in yoghurt and spices, charred in the tandoor',
      diet: 'veg',
      allergens: 'milk,mustard',
    },
    'Veg Spring Rolls': {
      description: 'Crunchy rolls of cabbage and carrot',
      diet: 'veg',
      allergens: 'gluten,soy',
    },
    'Butter Chicken': {
      description: 'Tandoori chicken in a silky tomato and butter gravy',
      diet: 'nonveg',
      allergens: 'milk,nuts',
    },
    'Dal Makhani': {
      description: 'Black lentils slow-cooked overnight with cream',
      diet: 'veg',
      allergens: 'milk',
    },
    'Veg Biryani': {
      description: 'Basmati rice layered with vegetables and saffron',
      diet: 'veg',
      allergens: 'nuts',
    },
    'Gulab Jamun': {
      description: 'Warm milk dumplings in rose syrup',
      diet: 'veg',
      allergens: 'gluten,milk',
    },
  };
