/**
 * customer.create/update/delete/settle-dues.v1 (CUS1-CUS4, VAL9): the tenant's customers and their khata
 * (credit) balance. Credit sales add to `balanceDue` in the payment mutators (SYNC10); settling dues lowers it.
 */
import * as v from 'valibot';
import { calendarToday } from '../../time/business-day.ts';
import { compareCalendarDates } from '../../time/calendar-date.ts';
import { CUSTOMER_MESSAGES, customerAddArgs, customerUpdateArgs } from '../../validation/customers.ts';
import { idField, moneyField, optionalIdField } from '../../validation/fields.ts';
import { defineMutator, type Loaded, type MutatorContext, type MutatorDecision } from '../mutator.ts';
import type { CustomerRow } from '../rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { idArgs, unchanged, withId } from './settings-support.ts';
import {
  alreadyCreated,
  create,
  del,
  forbidden,
  NOTHING,
  put,
  type Rejected,
  rejectInvalid,
  rowOf,
  rowsOf,
} from './support.ts';

/** Texts of the customer rejections; Tavola's, the spec has none. */
export const CUSTOMER_REJECTIONS = {
  CUSTOMER_NOT_FOUND: 'Customer not found!',
  PHONE_TAKEN: 'A customer with this phone already exists!',
  NOTHING_DUE: 'This customer has no dues to settle!',
  AMOUNT_INVALID: 'Please provide a valid amount!',
  AMOUNT_TOO_HIGH: 'Amount can not be more than the balance due!',
} as const;
export type CustomerRejectionCode = keyof typeof CUSTOMER_REJECTIONS;

/** What a customer save says (toasts, REST messages); Tavola's, the spec has none. */
export const CUSTOMER_SAVED = {
  added: 'Customer added successfully!',
  updated: 'Customer updated successfully!',
  deleted: 'Customer deleted successfully!',
  settled: 'Dues settled successfully!',
} as const;

const reject = (code: CustomerRejectionCode): Rejected => ({
  ok: false,
  code,
  message: CUSTOMER_REJECTIONS[code],
});

const denied = (ctx: MutatorContext): Rejected | null => forbidden(ctx, MUTATOR_SCOPES.customers);

/** VAL9: the birth date may not be after today in the store's zone (UTC when the store has none yet). */
function birthDateRejected(loaded: Loaded, birthDate: string | null, ctx: MutatorContext): Rejected | null {
  if (birthDate === null) return null;
  const store = rowsOf(loaded, 'storeSettings')[0];
  const today = calendarToday(ctx.now, store?.timeZone || 'UTC');
  return compareCalendarDates(birthDate, today) > 0 ? rejectInvalid(CUSTOMER_MESSAGES.birthDate) : null;
}

export const customerCreateArgs = withId(customerAddArgs.entries);
export type CustomerCreateArgs = v.InferOutput<typeof customerCreateArgs>;
export const customerUpdateMutationArgs = withId(customerUpdateArgs.entries);
export type CustomerUpdateMutationArgs = v.InferOutput<typeof customerUpdateMutationArgs>;

/** CUS1: a new customer with the client's id; the phone is unique in the tenant. */
export const createCustomer = defineMutator({
  name: 'customer.create.v1',
  args: customerCreateArgs,
  reads: (a) => [
    { table: 'customers', ids: [a.id] },
    { table: 'customers', by: 'phone', values: [a.phone] },
    { table: 'storeSettings', singleton: true },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    const repeat = alreadyCreated(loaded, { table: 'customers', id: a.id }); // SYNC11, SYNC19
    if (repeat) return repeat;
    const late = birthDateRejected(loaded, a.birthDate, ctx);
    if (late) return late;
    if (rowsOf(loaded, 'customers').some((c) => c.phone === a.phone)) return reject('PHONE_TAKEN');
    const row: CustomerRow = {
      id: a.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      phone: a.phone,
      name: a.name,
      email: a.email,
      gender: a.gender,
      birthDate: a.birthDate,
      address: null,
      landmark: null,
      lat: null,
      lng: null,
      balanceDue: 0,
    };
    return { ok: true, writes: [create('customers', row)] };
  },
});

/** CUS2: name, email, birth date and gender of a live customer; the phone and the balance are kept. */
export const updateCustomer = defineMutator({
  name: 'customer.update.v1',
  args: customerUpdateMutationArgs,
  reads: (a) => [
    { table: 'customers', ids: [a.id] },
    { table: 'storeSettings', singleton: true },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    const row = rowOf(loaded, 'customers', a.id);
    if (!row) return reject('CUSTOMER_NOT_FOUND');
    const late = birthDateRejected(loaded, a.birthDate, ctx);
    if (late) return late;
    const fields = { name: a.name, email: a.email, birthDate: a.birthDate, gender: a.gender };
    if (unchanged(row, fields)) return NOTHING;
    return { ok: true, writes: [put('customers', { ...row, ...fields, updatedAt: ctx.now })] };
  },
});

/** CUS3: tombstones the customer (absent: no-op); orders and invoices keep their snapshot. */
export const deleteCustomer = defineMutator({
  name: 'customer.delete.v1',
  args: idArgs,
  reads: (a) => [{ table: 'customers', ids: [a.id] }],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    return rowOf(loaded, 'customers', a.id) ? { ok: true, writes: [del('customers', a.id)] } : NOTHING;
  },
});

export const settleDuesArgs = v.object(
  {
    customerId: idField('Invalid request!'),
    amount: moneyField(CUSTOMER_REJECTIONS.AMOUNT_INVALID),
    paymentTypeId: optionalIdField('Invalid request!'),
  },
  'Invalid request!',
);
export type SettleDuesArgs = v.InferOutput<typeof settleDuesArgs>;

/** CUS4: a payment against the khata lowers `balanceDue` by `amount` (1 .. balance due), audited. */
export const settleCustomerDues = defineMutator({
  name: 'customer.settle-dues.v1',
  args: settleDuesArgs,
  reads: (a) => [{ table: 'customers', ids: [a.customerId] }],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    const row = rowOf(loaded, 'customers', a.customerId);
    if (!row) return reject('CUSTOMER_NOT_FOUND');
    if (a.amount <= 0) return reject('AMOUNT_INVALID');
    if (row.balanceDue <= 0) return reject('NOTHING_DUE');
    if (a.amount > row.balanceDue) return reject('AMOUNT_TOO_HIGH');
    const balanceDue = row.balanceDue - a.amount;
    return {
      ok: true,
      writes: [put('customers', { ...row, balanceDue, updatedAt: ctx.now })],
      audit: [
        {
          action: 'customer.settle-dues',
          entity: 'customers',
          entityId: row.id,
          detail: {
            amount: a.amount,
            paymentTypeId: a.paymentTypeId,
            balanceBefore: row.balanceDue,
            balanceAfter: balanceDue,
          },
        },
      ],
    };
  },
});
