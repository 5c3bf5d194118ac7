/** Test-only mutators: small enough that a test's expectations are obvious from its arguments. */

import { defineMutator, getMutator, type Mutator, type MutatorContext } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import * as v from 'valibot';
import type { MutatorLookup } from '../sync/local-env.ts';

export const addCustomer = defineMutator({
  name: 'test.customer.add.v1',
  args: v.object({
    id: v.string(),
    name: v.pipe(v.string(), v.minLength(1, "Please Provide Customer's Name!")),
    phone: v.string(),
  }),
  reads: (a) => [{ table: 'customers', ids: [a.id] }],
  decide: (loaded, a, ctx: MutatorContext) =>
    loaded.customers?.[a.id]
      ? { ok: false, code: 'CONFLICT', message: 'Customer already exists!' }
      : {
          ok: true,
          writes: [
            {
              table: 'customers',
              op: 'put',
              row: aRow('customers', {
                id: a.id,
                name: a.name,
                phone: a.phone,
                balanceDue: 0,
                createdAt: ctx.now,
                updatedAt: ctx.now,
              }),
            },
          ],
        },
});

/** Adds `amount` to a customer's balance: re-running it on new rows gives a visibly different result. */
export const chargeCustomer = defineMutator({
  name: 'test.customer.charge.v1',
  args: v.object({ customerId: v.string(), amount: v.pipe(v.number(), v.integer()) }),
  reads: (a) => [{ table: 'customers', ids: [a.customerId] }],
  decide: (loaded, a, ctx) => {
    const c = loaded.customers?.[a.customerId];
    if (!c) return { ok: false, code: 'CUSTOMER_NOT_FOUND', message: 'Please select customer!' };
    const row = { ...c, balanceDue: (c.balanceDue as number) + a.amount, updatedAt: ctx.now };
    return { ok: true, writes: [{ table: 'customers', op: 'put', row }] };
  },
});

const TEST_MUTATORS = new Map<string, Mutator>(
  [addCustomer, chargeCustomer].map((m) => [m.name, m as Mutator]),
);

/** The test mutators, then the real registry. */
export const testMutators: MutatorLookup = (name) => TEST_MUTATORS.get(name) ?? getMutator(name);
