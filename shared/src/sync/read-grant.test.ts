import { describe, expect, it } from 'vitest';
import { ROUTE_GUARDS } from '../auth/permissions.ts';
import { READ_SCOPES } from '../auth/read-scopes.ts';
import { kitchenSeesOrder } from '../orders/kitchen-orders.ts';
import { SYNCED_TABLES } from './protocol.ts';
import { grantChanged, grantKey, readableTables, readGrant } from './read-grant.ts';

const staff = (scope: string) => ({ role: 'staff', scope });
/** The first nine synced tables: the menu and settings, what selling and cooking need (SYNC5's order). */
const CATALOG = SYNCED_TABLES.slice(0, SYNCED_TABLES.indexOf('paymentTypes') + 1);

describe('what a user reads (READ1, READ2)', () => {
  it('[READ1] the dashboard guards of the reading screens are the read scopes', () => {
    expect(ROUTE_GUARDS.customers).toBe(READ_SCOPES.customers);
    expect(ROUTE_GUARDS.orders).toBe(READ_SCOPES.orders);
    expect(ROUTE_GUARDS.kitchen).toBe(READ_SCOPES.kitchen);
    expect(ROUTE_GUARDS.invoices).toBe(READ_SCOPES.invoices);
    expect(ROUTE_GUARDS.reservation).toBe(READ_SCOPES.reservations);
  });

  it('[READ2] admin reads every table; the operator none', () => {
    // APPR2: approvalKeys has no reading area: not even admin's devices receive it
    expect(readableTables(readGrant({ role: 'admin', scope: '' }))).toEqual(
      SYNCED_TABLES.filter((t) => t !== 'approvalKeys'),
    );
    expect(readableTables(readGrant({ role: 'superadmin', scope: 'POS,CUSTOMERS' }))).toEqual([]);
  });

  it('[READ2] a staff member without scopes reads the catalog alone', () => {
    expect(readableTables(readGrant(staff('')))).toEqual(CATALOG);
  });

  it("[READ2] a kitchen reads the catalog and the kitchen's orders and lines, never the khata", () => {
    const grant = readGrant(staff('KITCHEN'));
    expect(readableTables(grant)).toEqual([...CATALOG, 'orders', 'orderItems']);
    expect([grant.orders, grant.orderItems, grant.customers, grant.deliveryInfo]).toEqual([
      'kitchen',
      'kitchen',
      'none',
      'none',
    ]);
    expect(readGrant(staff('KITCHEN_DISPLAY'))).toEqual(grant);
  });

  it('[READ2] an orders scope reads orders whole (over a kitchen scope) with their delivery details', () => {
    const grant = readGrant(staff('KITCHEN,ORDER_STATUS_DISPLAY'));
    expect([grant.orders, grant.orderItems, grant.deliveryInfo, grant.customers]).toEqual([
      'all',
      'all',
      'all',
      'none',
    ]);
  });

  it('[READ2] customers, reservations and invoices come with their own scopes', () => {
    expect(readableTables(readGrant(staff('VIEW_CUSTOMERS')))).toEqual([
      ...CATALOG,
      'customers',
      'deliveryInfo',
    ]);
    expect(readableTables(readGrant(staff('MANAGE_RESERVATIONS')))).toEqual([...CATALOG, 'reservations']);
    expect(readableTables(readGrant(staff('INVOICES')))).toEqual([
      ...CATALOG,
      'invoices',
      'invoiceOrders',
      'invoiceSeries', // INVS3
      'refunds', // REF1
    ]);
  });

  it('[OS2] the kitchen sees open, paid orders', () => {
    expect(kitchenSeesOrder({ status: 'created', paymentStatus: 'paid' })).toBe(true);
    expect(kitchenSeesOrder({ status: 'created', paymentStatus: 'pending' })).toBe(false);
    expect(kitchenSeesOrder({ status: 'completed', paymentStatus: 'paid' })).toBe(false);
    expect(kitchenSeesOrder({ status: 'cancelled', paymentStatus: 'paid' })).toBe(false);
  });
});

describe('shifts and approvals (SHIFT1, APPR2)', () => {
  it('[SHIFT1] [APPR2] a till (POS) reads its shifts and the verifiers, the owner (REPORTS) the shifts; no one the keys', () => {
    const till = readGrant(staff('POS'));
    expect([till.shifts, till.cashMovements, till.approvers, till.approvalKeys]).toEqual([
      'all',
      'all',
      'all',
      'none',
    ]);
    const owner = readGrant(staff('REPORTS'));
    expect([owner.shifts, owner.cashMovements, owner.approvers, owner.approvalKeys]).toEqual([
      'all',
      'all',
      'none',
      'none',
    ]);
    expect(readGrant(staff('KITCHEN')).approvers).toBe('none');
  });
});

describe('grants on the wire (READ3, READ4)', () => {
  it('[READ3] one letter a synced table, in SYNCED_TABLES order', () => {
    const key = grantKey(readGrant(staff('KITCHEN')));
    expect(key).toHaveLength(SYNCED_TABLES.length);
    expect(key).toBe(
      `${'a'.repeat(CATALOG.length)}nnnkknn${'n'.repeat(SYNCED_TABLES.length - CATALOG.length - 7)}`,
    );
    expect(grantKey(readGrant({ role: 'admin', scope: '' }))).toBe(
      `${'a'.repeat(SYNCED_TABLES.length - 1)}n`,
    );
  });

  it('[READ4] a client is reset when it sends another grant, never when it sends none', () => {
    expect(grantChanged('aaaa', 'aaan')).toBe(true);
    expect(grantChanged('aaaa', 'aaaa')).toBe(false);
    expect(grantChanged(null, 'aaaa')).toBe(false);
    expect(grantChanged(undefined, 'aaaa')).toBe(false);
  });
});
