/**
 * store-settings.discounts.v1 (DISC5, DISC2, VOID2): the discount reasons staff choose from, the cap per role and
 * the approval limit of voids, comps and refunds.
 */
import * as v from 'valibot';
import { RATE_SCALE } from '../../money/rate.ts';
import { DISCOUNT_TEXTS } from '../../orders/discount-rules.ts';
import { moneyField } from '../../validation/fields.ts';
import { defineMutator } from '../mutator.ts';
import { saveSettings } from './store-settings.ts';

const reason = v.pipe(
  v.string(DISCOUNT_TEXTS.reasons),
  v.trim(),
  v.minLength(1, DISCOUNT_TEXTS.reasons),
  v.maxLength(60, DISCOUNT_TEXTS.reasons),
);

export const discountSettingsArgs = v.object(
  {
    /** Duplicates are dropped, the order kept. */
    discountReasons: v.pipe(
      v.array(reason, DISCOUNT_TEXTS.reasons),
      v.minLength(1, DISCOUNT_TEXTS.reasons),
      v.maxLength(30, DISCOUNT_TEXTS.reasons),
    ),
    /** ppm (MON7): 100 000 = 10%. */
    discountCap: v.pipe(
      v.number(DISCOUNT_TEXTS.value),
      v.safeInteger(DISCOUNT_TEXTS.value),
      v.minValue(0, DISCOUNT_TEXTS.value),
      v.maxValue(RATE_SCALE, DISCOUNT_TEXTS.value),
    ),
    /** VOID2, REF3: minor units; absent: unchanged. */
    approvalLimit: v.optional(moneyField(DISCOUNT_TEXTS.value)),
  },
  'Invalid request!',
);

export const updateDiscountSettings = defineMutator({
  name: 'store-settings.discounts.v1',
  args: discountSettingsArgs,
  reads: () => [{ table: 'storeSettings', singleton: true }],
  decide: (loaded, a, ctx) =>
    saveSettings(loaded, ctx, {
      discountReasons: [...new Set(a.discountReasons)],
      discountCap: a.discountCap,
      ...(a.approvalLimit === undefined ? {} : { approvalLimit: a.approvalLimit }),
    }),
});
