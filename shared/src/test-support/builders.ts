/**
 * Test data builders for menus, taxes, cart lines and users. Used by the tests here and by the server's and
 * the PWA's tests, so that test data is built, not copied. Each builder takes overrides.
 */
import type { Scope } from '../auth/scopes.ts';
import type { MenuAddon, MenuItem, MenuTax, MenuVariant } from '../catalog/menu.ts';
import { PLAIN_CARD } from '../catalog/menu-card.ts';
import { priceFromMenu } from '../catalog/unit-price.ts';
import { type Money, money } from '../money/money.ts';
import { rateFromPercent } from '../money/rate.ts';
import type { PricedLine } from '../orders/cart.ts';
import { cartLineKey, type KeyedLine, type LineIdentity } from '../orders/cart-lines.ts';
import type { SessionUser } from '../validation/auth.ts';

let sequence = 0;
/** A fresh id for test rows: 'item-1', 'tax-2', ... */
export const testId = (prefix: string): string => `${prefix}-${++sequence}`;

/** 5% exclusive GST unless told otherwise. */
export const aTax = (overrides: Partial<MenuTax> = {}): MenuTax => ({
  id: testId('tax'),
  title: 'GST',
  rate: rateFromPercent(5),
  type: 'exclusive',
  ...overrides,
});

export const anInclusiveTax = (percent = 5, overrides: Partial<MenuTax> = {}): MenuTax =>
  aTax({ title: 'VAT', rate: rateFromPercent(percent), type: 'inclusive', ...overrides });

export const aVariant = (overrides: Partial<MenuVariant> = {}): MenuVariant => ({
  id: testId('variant'),
  itemId: 'item-0',
  title: 'Large',
  price: money(30000),
  ...overrides,
});

export const anAddon = (overrides: Partial<MenuAddon> = {}): MenuAddon => ({
  id: testId('addon'),
  itemId: 'item-0',
  title: 'Extra cheese',
  price: money(4000),
  ...overrides,
});

/** A 250.00 item with no variants, no addons and no tax; variants and addons get the item's id. */
export function aMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? testId('item');
  return {
    id,
    title: 'Margherita',
    price: money(25000),
    netPrice: null,
    categoryId: 'category-pizza',
    categoryTitle: 'Pizza',
    tax: null,
    image: null,
    card: PLAIN_CARD,
    ...overrides,
    variants: (overrides.variants ?? []).map((v) => ({ ...v, itemId: id })),
    addons: (overrides.addons ?? []).map((a) => ({ ...a, itemId: id })),
  };
}

/** A cart line as the till holds it: identity, key, quantity, notes, unit price and the item's tax. */
export type TestCartLine = LineIdentity & KeyedLine & PricedLine & { readonly title: string };

export function aCartLine(overrides: Partial<TestCartLine> = {}): TestCartLine {
  const identity = {
    itemId: overrides.itemId ?? testId('item'),
    variantId: overrides.variantId ?? null,
    addonIds: overrides.addonIds ?? [],
  };
  return {
    ...identity,
    key: cartLineKey(identity),
    title: 'Margherita',
    quantity: 1,
    notes: null,
    unitPrice: money(25000),
    tax: null,
    ...overrides,
  };
}

/** A cart line for an item of the menu, priced from the menu (CART8); throws when the choice is invalid. */
export function cartLineFor(
  item: MenuItem,
  choice: {
    variantId?: string | null;
    addonIds?: readonly string[];
    quantity?: number;
    notes?: string | null;
  } = {},
): TestCartLine {
  const identity = { itemId: item.id, variantId: choice.variantId ?? null, addonIds: choice.addonIds ?? [] };
  const priced = priceFromMenu(item, identity);
  if (!priced.ok) throw new Error(`cartLineFor: ${priced.code}`);
  return aCartLine({
    ...identity,
    title: item.title,
    unitPrice: priced.unitPrice,
    tax: item.tax,
    quantity: choice.quantity ?? 1,
    notes: choice.notes ?? null,
  });
}

export const amount = (minor: number): Money => money(minor);

/** A signed-in staff user with no scopes unless told otherwise. */
export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const n = ++sequence;
  return {
    id: `user-${n}`,
    username: `user${n}@example.com`,
    name: `User ${n}`,
    role: 'staff',
    scope: '',
    designation: null,
    photo: null,
    tenant_id: 'tenant-1',
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  aUser({ role: 'admin', name: 'Owner', ...overrides });

export const aStaffWith = (scopes: readonly Scope[], overrides: Partial<SessionUser> = {}): SessionUser =>
  aUser({ role: 'staff', scope: scopes.join(','), ...overrides });

export const aSuperadmin = (overrides: Partial<SessionUser> = {}): SessionUser =>
  aUser({ role: 'superadmin', tenant_id: null, ...overrides });
