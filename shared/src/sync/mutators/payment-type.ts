/** payment-type.create/update/delete/toggle.v1 (SET1, VAL15): active by default; the switch flips isActive. */
import type * as v from 'valibot';
import {
  paymentTypeAddArgs,
  paymentTypeToggleArgs,
  paymentTypeUpdateArgs,
} from '../../validation/settings.ts';
import { createMutator, deleteMutator, updateMutator, withId } from './settings-support.ts';

export const paymentTypeCreateArgs = withId(paymentTypeAddArgs.entries);
export type PaymentTypeCreateArgs = v.InferOutput<typeof paymentTypeCreateArgs>;
export const paymentTypeUpdateMutationArgs = withId(paymentTypeUpdateArgs.entries);
export type PaymentTypeUpdateMutationArgs = v.InferOutput<typeof paymentTypeUpdateMutationArgs>;
export const paymentTypeToggleMutationArgs = withId(paymentTypeToggleArgs.entries);
export type PaymentTypeToggleMutationArgs = v.InferOutput<typeof paymentTypeToggleMutationArgs>;

export const createPaymentType = createMutator(
  'payment-type.create.v1',
  'paymentTypes',
  paymentTypeCreateArgs,
  ({ title, isActive }) => ({ title, isActive }),
);

export const updatePaymentType = updateMutator(
  'payment-type.update.v1',
  'paymentTypes',
  paymentTypeUpdateMutationArgs,
  'PAYMENT_TYPE_NOT_FOUND',
  ({ title, isActive }) => ({ title, isActive }),
);

export const togglePaymentType = updateMutator(
  'payment-type.toggle.v1',
  'paymentTypes',
  paymentTypeToggleMutationArgs,
  'PAYMENT_TYPE_NOT_FOUND',
  ({ isActive }) => ({ isActive }),
);

export const deletePaymentType = deleteMutator('payment-type.delete.v1', 'paymentTypes');
