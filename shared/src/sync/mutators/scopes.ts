/** SYNC4: who may run which mutator (admin always, PERM2). Display scopes (*_DISPLAY) only read. */
import type { Scope } from '../../auth/scopes.ts';

export const MUTATOR_SCOPES = {
  /** Ringing up a sale at the POS. */
  createOrder: ['POS'],
  /** The kitchen's one-step buttons (OS2). */
  kitchenStatus: ['KITCHEN'],
  /** The orders screen's item menu (OS3). */
  ordersStatus: ['POS', 'ORDERS', 'ORDER_STATUS'],
  /** The orders screen's group menu: cancel, complete, payment collected, pay and complete (OS8). */
  orderActions: ['POS', 'ORDERS'],
  /** Menu items are store settings. */
  menu: ['SETTINGS'],
  /** CARD5: a cashier flips an item sold out from the POS; whoever edits the menu may too. */
  soldOut: ['POS', 'SETTINGS'],
  /** Store, print, tables, categories, taxes, payment types, variants and addons (SET1). */
  settings: ['SETTINGS'],
  /** Customers and their khata: add, update, delete, settle dues (PERM8). */
  customers: ['CUSTOMERS', 'MANAGE_CUSTOMERS'],
  /** Reservations: add, update, delete (PERM8). */
  reservations: ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
  /** SHIFT1-SHIFT3: opening, paying in or out of, and closing a till's shift. */
  shifts: ['POS'],
} as const satisfies Record<string, readonly Scope[]>;
