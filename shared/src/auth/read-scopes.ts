/**
 * READ1: who may read each area of a store, the one table every reading door derives from: the REST guards of
 * the read routes, the dashboard's route guards (PERM3) and the rows a device receives by sync pull (READ2).
 */
import type { Scope } from './scopes.ts';

export const READ_SCOPES = {
  /** The menu, taxes, tables, payment types, store and print settings: what selling and cooking need. */
  catalog: [],
  /** Every order with its lines (the orders screen, the till). */
  orders: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
  /** The kitchen's orders only (open and paid, OS2), with their lines. */
  kitchen: ['KITCHEN', 'KITCHEN_DISPLAY'],
  /** Customers and their khata. */
  customers: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  reservations: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  invoices: ['INVOICES'],
  /** SHIFT1: shifts and cash movements: the till that opens them and the owner's reports. */
  shifts: ['POS', 'REPORTS'],
} as const satisfies Record<string, readonly Scope[]>;

export type ReadArea = keyof typeof READ_SCOPES;
