/**
 * WALL4 (finding #15): a scope code (PERM1) in the staff's language; English keeps the code as it always read
 * ('DASHBOARD'). Keys are literal so extraction finds them; a scope shared adds later shows as it is.
 */
import type { Scope } from '@tavola/shared';
import type { TFunction } from '../../i18n/i18n.ts';

const LABELS: Readonly<Record<Scope, (t: TFunction) => string>> = {
  DASHBOARD: (t) => t('users.scope.DASHBOARD'),
  POS: (t) => t('users.scope.POS'),
  CUSTOMER_DISPLAY: (t) => t('users.scope.CUSTOMER_DISPLAY'),
  KITCHEN_DISPLAY: (t) => t('users.scope.KITCHEN_DISPLAY'),
  ORDER_STATUS_DISPLAY: (t) => t('users.scope.ORDER_STATUS_DISPLAY'),
  ORDER_STATUS: (t) => t('users.scope.ORDER_STATUS'),
  ORDERS: (t) => t('users.scope.ORDERS'),
  KITCHEN: (t) => t('users.scope.KITCHEN'),
  RESERVATIONS: (t) => t('users.scope.RESERVATIONS'),
  VIEW_RESERVATIONS: (t) => t('users.scope.VIEW_RESERVATIONS'),
  MANAGE_RESERVATIONS: (t) => t('users.scope.MANAGE_RESERVATIONS'),
  CUSTOMERS: (t) => t('users.scope.CUSTOMERS'),
  VIEW_CUSTOMERS: (t) => t('users.scope.VIEW_CUSTOMERS'),
  MANAGE_CUSTOMERS: (t) => t('users.scope.MANAGE_CUSTOMERS'),
  INVOICES: (t) => t('users.scope.INVOICES'),
  MEMBERSHIP: (t) => t('users.scope.MEMBERSHIP'),
  INVENTORY: (t) => t('users.scope.INVENTORY'),
  VIEW_INVENTORY: (t) => t('users.scope.VIEW_INVENTORY'),
  MANAGE_INVENTORY: (t) => t('users.scope.MANAGE_INVENTORY'),
  SETTINGS: (t) => t('users.scope.SETTINGS'),
  REPORTS: (t) => t('users.scope.REPORTS'),
  SUBKITCHEN: (t) => t('users.scope.SUBKITCHEN'),
  MANAGER: (t) => t('users.scope.MANAGER'),
};

export const scopeLabel = (scope: string, t: TFunction): string =>
  Object.hasOwn(LABELS, scope) ? (LABELS[scope as Scope]?.(t) ?? scope) : scope;
