/**
 * PRT15: who may print what. Printers are settings (SETTINGS). Reprints come from the Orders and Invoices screens,
 * so whoever may open either may reprint. "No sale" opens the drawer without a sale: cash leaves no record but
 * the audit log, so it needs MANAGER (the approver scope, ADR 0063), admins always; a cashier asks a manager.
 */
import { hasAnyScope, type Principal } from '../auth/permissions.ts';
import type { Scope } from '../auth/scopes.ts';

export const PRINTER_SETTINGS_SCOPES: readonly Scope[] = ['SETTINGS'];
export const REPRINT_SCOPES: readonly Scope[] = ['ORDERS', 'INVOICES', 'POS'];
export const NO_SALE_SCOPES: readonly Scope[] = ['MANAGER'];

export const canManagePrinters = (user: Principal): boolean => hasAnyScope(user, PRINTER_SETTINGS_SCOPES);
export const canReprint = (user: Principal): boolean => hasAnyScope(user, REPRINT_SCOPES);
export const canOpenDrawer = (user: Principal): boolean => hasAnyScope(user, NO_SALE_SCOPES);
