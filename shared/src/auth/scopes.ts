/** Scope names and roles (PERM1-PERM2). */
export const SCOPES = [
  'DASHBOARD',
  'POS',
  'CUSTOMER_DISPLAY',
  'KITCHEN_DISPLAY',
  'ORDER_STATUS_DISPLAY',
  'ORDER_STATUS',
  'ORDERS',
  'KITCHEN',
  'RESERVATIONS',
  'VIEW_RESERVATIONS',
  'MANAGE_RESERVATIONS',
  'CUSTOMERS',
  'VIEW_CUSTOMERS',
  'MANAGE_CUSTOMERS',
  'INVOICES',
  'MEMBERSHIP',
  'INVENTORY',
  'VIEW_INVENTORY',
  'MANAGE_INVENTORY',
  'SETTINGS',
  'REPORTS',
  'SUBKITCHEN',
  /** APPR1 (ADR 0063): approves with a PIN what needs a manager (pay-outs, and later discounts, voids, refunds). */
  'MANAGER',
] as const;
export type Scope = (typeof SCOPES)[number];

export const ROLES = { admin: 'admin', staff: 'staff', superadmin: 'superadmin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

const scopeSet: ReadonlySet<string> = new Set(SCOPES);
export const isScope = (s: string): s is Scope => scopeSet.has(s);

/** PERM1: the wire form is a comma-separated string; unknown names and blanks are dropped, duplicates removed. */
export function parseScopes(scope: string | null | undefined): Scope[] {
  if (!scope) return [];
  const out: Scope[] = [];
  for (const raw of scope.split(',')) {
    const s = raw.trim().toUpperCase();
    if (isScope(s) && !out.includes(s)) out.push(s);
  }
  return out;
}

export const formatScopes = (scopes: readonly Scope[]): string => [...new Set(scopes)].join(',');
