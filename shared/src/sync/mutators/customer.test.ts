import { describe, expect, it } from 'vitest';
import { aMutatorContext, aRow, T0 } from '../../test-support/sync.ts';
import { aShopState, run } from '../../test-support/sync-shop.ts';

const shop = aShopState();
const fields = { phone: ' 98765 43211 ', name: ' Ravi ', email: '', birthDate: '1990-05-01', gender: 'male' };

describe('customer.create.v1', () => {
  it('[CUS1] creates the customer with the client id and no dues', () => {
    const { state } = run(shop, 'customer.create.v1', { id: 'ravi', ...fields });
    expect(state.customers?.ravi).toEqual({
      id: 'ravi',
      createdAt: T0,
      updatedAt: T0,
      phone: '98765 43211',
      name: 'Ravi',
      email: null,
      gender: 'male',
      birthDate: '1990-05-01',
      address: null,
      landmark: null,
      lat: null,
      lng: null,
      balanceDue: 0,
    });
  });

  it('[CUS1] the phone is unique in the tenant', () => {
    expect(run(shop, 'customer.create.v1', { id: 'x', ...fields, phone: '9876543210' }).decision).toEqual({
      ok: false,
      code: 'PHONE_TAKEN',
      message: 'A customer with this phone already exists!',
    });
  });

  it('[SYNC11] creating an existing id writes nothing', () => {
    expect(run(shop, 'customer.create.v1', { id: 'asha', ...fields }).decision).toEqual({
      ok: true,
      writes: [],
    });
  });

  it.each([
    [{ phone: '' }, "Please Provide Customer's Phone!"],
    [{ name: ' ' }, "Please Provide Customer's Name!"],
    [{ email: 'nope' }, 'Please Provide Valid Email!'],
    [{ phone: 'abc' }, 'Please provide valid phone no.!'],
    [{ phone: '1'.repeat(21) }, 'Please provide valid phone no.!'],
    [{ birthDate: '2025-03-02' }, 'Please provide valid birth date!'],
  ])('[VAL9] %j', (overrides, message) => {
    expect(run(shop, 'customer.create.v1', { id: 'ravi', ...fields, ...overrides }).decision).toEqual({
      ok: false,
      code: 'VALIDATION',
      message,
    });
  });

  it("[VAL9] today is the store's calendar day", () => {
    const tokyo = {
      ...shop,
      storeSettings: { store: aRow('storeSettings', { timeZone: 'Pacific/Kiritimati' }) },
    };
    // T0 is 12:00 UTC on 2025-03-01: already 2025-03-02 at UTC+14.
    expect(
      run(tokyo, 'customer.create.v1', { id: 'r', ...fields, birthDate: '2025-03-02' }).decision.ok,
    ).toBe(true);
    expect(run(shop, 'customer.create.v1', { id: 'r', ...fields, birthDate: '2025-03-01' }).decision.ok).toBe(
      true,
    );
  });

  it('[SYNC4] customers need admin, CUSTOMERS or MANAGE_CUSTOMERS', () => {
    const viewer = aMutatorContext({ actor: { role: 'staff', scope: 'VIEW_CUSTOMERS,POS', userId: 'u' } });
    const manager = aMutatorContext({ actor: { role: 'staff', scope: 'MANAGE_CUSTOMERS', userId: 'u' } });
    const args = { id: 'ravi', ...fields };
    expect(run(shop, 'customer.create.v1', args, viewer).decision).toMatchObject({ code: 'FORBIDDEN' });
    expect(run(shop, 'customer.create.v1', args, manager).decision.ok).toBe(true);
    expect(run(shop, 'customer.delete.v1', { id: 'asha' }, viewer).decision).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('customer.update.v1', () => {
  const later = aMutatorContext({ now: T0 + 1000 });

  it('[CUS2] replaces name, email, birth date and gender; keeps phone and dues', () => {
    const args = { id: 'asha', phone: '1', name: 'Asha K', email: 'a@b.co', birthDate: '', gender: 'female' };
    const { state } = run(shop, 'customer.update.v1', args, later);
    expect(state.customers?.asha).toMatchObject({
      phone: '9876543210',
      name: 'Asha K',
      email: 'a@b.co',
      birthDate: null,
      gender: 'female',
      balanceDue: 1000,
      updatedAt: T0 + 1000,
    });
  });

  it('[CUS2] a missing customer is refused', () => {
    expect(run(shop, 'customer.update.v1', { id: 'ghost', name: 'X' }).decision).toEqual({
      ok: false,
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Customer not found!',
    });
  });
});

describe('customer.delete.v1', () => {
  it('[CUS3] tombstones the customer; an absent one is a no-op', () => {
    const { decision, state } = run(shop, 'customer.delete.v1', { id: 'asha' });
    expect(decision).toEqual({ ok: true, writes: [{ table: 'customers', op: 'del', id: 'asha' }] });
    expect(state.customers?.asha).toBeUndefined();
    expect(run(state, 'customer.delete.v1', { id: 'asha' }).decision).toEqual({ ok: true, writes: [] });
  });
});

describe('customer.settle-dues.v1', () => {
  it('[CUS4] lowers the balance due and audits the payment', () => {
    const { decision, state } = run(shop, 'customer.settle-dues.v1', {
      customerId: 'asha',
      amount: 400,
      paymentTypeId: 'cash',
    });
    expect(state.customers?.asha).toMatchObject({ balanceDue: 600 });
    expect(decision).toMatchObject({
      ok: true,
      audit: [
        {
          action: 'customer.settle-dues',
          entityId: 'asha',
          detail: { amount: 400, paymentTypeId: 'cash', balanceBefore: 1000, balanceAfter: 600 },
        },
      ],
    });
  });

  it('[CUS4] the amount is 1 up to the balance due', () => {
    const settle = (amount: unknown, state = shop) =>
      run(state, 'customer.settle-dues.v1', { customerId: 'asha', amount }).decision;
    expect(settle(0)).toMatchObject({ code: 'AMOUNT_INVALID' });
    expect(settle(-5)).toMatchObject({ message: 'Please provide a valid amount!' });
    expect(settle(1001)).toMatchObject({ code: 'AMOUNT_TOO_HIGH' });
    const paid = run(shop, 'customer.settle-dues.v1', { customerId: 'asha', amount: 1000 }).state;
    expect(paid.customers?.asha).toMatchObject({ balanceDue: 0 });
    expect(settle(1, paid)).toMatchObject({ code: 'NOTHING_DUE' });
    expect(run(shop, 'customer.settle-dues.v1', { customerId: 'x', amount: 1 }).decision).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
    });
  });
});
