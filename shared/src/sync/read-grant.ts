/**
 * READ2-READ4: what a device receives by sync pull, derived from READ1 (`READ_SCOPES`): a user reads each synced
 * table whole, only the kitchen's rows of it, or not at all, exactly as the REST read routes would let it.
 */
import { hasAnyScope, type Principal } from '../auth/permissions.ts';
import { READ_SCOPES, type ReadArea } from '../auth/read-scopes.ts';
import { SYNCED_TABLES, type SyncedTable } from './protocol.ts';

/** READ2: the areas that show each synced table whole. */
const TABLE_AREAS: Readonly<Record<SyncedTable, readonly ReadArea[]>> = {
  storeSettings: ['catalog'],
  printSettings: ['catalog'],
  storeTables: ['catalog'],
  // STN1: the kitchen screens read the stations (catalog: every user)
  stations: ['catalog'],
  categories: ['catalog'],
  taxes: ['catalog'],
  menuItems: ['catalog'],
  variants: ['catalog'],
  addons: ['catalog'],
  paymentTypes: ['catalog'],
  customers: ['customers'],
  // the orders screen's Delivery Details block (name, phone, address, landmark, map) of a delivery order
  deliveryInfo: ['customers', 'orders'],
  reservations: ['reservations'],
  orders: ['orders'],
  orderItems: ['orders'],
  invoices: ['invoices'],
  invoiceOrders: ['invoices'],
  // INVS3: whoever takes payments (orders) needs its device's series to number invoices offline
  invoiceSeries: ['orders', 'invoices'],
  // SHIFT1: the till's shifts and cash movements; the owner's shift reports
  shifts: ['shifts'],
  cashMovements: ['shifts'],
  // APPR2: what a till checks a manager's PIN against (the verifier, never the PIN nor the key)
  approvers: ['orders'],
  // APPR2: the keys proofs are checked with: no area, so no device ever reads them (the server's own)
  approvalKeys: [],
  // REF1: refunds are read with the invoices they give back (and by the till's shift figures)
  refunds: ['invoices', 'shifts'],
};

/** READ2: the tables the kitchen area reads in part: its own orders (`kitchenSeesOrder`, OS2) and their lines. */
const KITCHEN_TABLES: readonly SyncedTable[] = ['orders', 'orderItems'];

export type TableAccess = 'all' | 'kitchen' | 'none';
export type ReadGrant = Readonly<Record<SyncedTable, TableAccess>>;

/** READ2: the user's access to every synced table. */
export function readGrant(user: Principal): ReadGrant {
  const grant = {} as Record<SyncedTable, TableAccess>;
  for (const table of SYNCED_TABLES) {
    const whole = TABLE_AREAS[table].some((area) => hasAnyScope(user, READ_SCOPES[area]));
    const kitchen = KITCHEN_TABLES.includes(table) && hasAnyScope(user, READ_SCOPES.kitchen);
    grant[table] = whole ? 'all' : kitchen ? 'kitchen' : 'none';
  }
  return grant;
}

export const readableTables = (grant: ReadGrant): SyncedTable[] =>
  SYNCED_TABLES.filter((table) => grant[table] !== 'none');

const LETTER: Readonly<Record<TableAccess, string>> = { all: 'a', kitchen: 'k', none: 'n' };

/** READ3: a grant as a short string (one letter a table, SYNCED_TABLES order): what a pull answers and a client sends back. */
export const grantKey = (grant: ReadGrant): string => SYNCED_TABLES.map((t) => LETTER[grant[t]]).join('');

/**
 * READ4: a client holding rows pulled under another grant (its user's scopes changed) starts again from a full
 * state, so rows it may no longer read are deleted and rows it now may are fetched. A client that sends no grant
 * (older than READ3) is not reset: the server's filter applies to it all the same.
 */
export const grantChanged = (client: string | null | undefined, server: string): boolean =>
  typeof client === 'string' && client !== server;
