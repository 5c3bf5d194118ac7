/** tax.create/update/delete.v1 (SET1, SET2, VAL15): the rate is a percent on the wire, a Rate (ppm) stored (MON7). */
import type * as v from 'valibot';
import { taxAddArgs, taxUpdateArgs } from '../../validation/settings.ts';
import { createMutator, deleteMutator, updateMutator, withId } from './settings-support.ts';

export const taxCreateArgs = withId(taxAddArgs.entries);
export type TaxCreateArgs = v.InferOutput<typeof taxCreateArgs>;
export const taxUpdateMutationArgs = withId(taxUpdateArgs.entries);
export type TaxUpdateMutationArgs = v.InferOutput<typeof taxUpdateMutationArgs>;

export const createTax = createMutator(
  'tax.create.v1',
  'taxes',
  taxCreateArgs,
  ({ title, rate, type, kind }) => ({
    title,
    rate,
    type,
    kind: kind ?? 'other',
  }),
);

export const updateTax = updateMutator(
  'tax.update.v1',
  'taxes',
  taxUpdateMutationArgs,
  'TAX_NOT_FOUND',
  // GST2: a kind left out stays as it is
  ({ title, rate, type, kind }) => ({ title, rate, type, ...(kind === undefined ? {} : { kind }) }),
);

export const deleteTax = deleteMutator('tax.delete.v1', 'taxes');
