import { describe, expect, it } from 'vitest';
import { isPaidPlan, PLAN_CURRENCY, PLAN_LIST, PLANS, planOf } from './plans.ts';

describe('plans', () => {
  it('[PLAN1] Free costs 0 with 1,000 products; Booster 499 per month, unlimited', () => {
    expect(PLANS.free.monthlyPrice).toBe(0);
    expect(PLANS.free.productLimit).toBe(1000);
    expect(PLANS.booster.monthlyPrice).toBe(49_900);
    expect(PLANS.booster.productLimit).toBeNull();
    expect(PLAN_CURRENCY).toBe('INR');
    expect(PLAN_LIST.map((p) => p.name)).toEqual(['Free', 'Booster']);
  });

  it('[PLAN2] only Booster is coming soon, with the features the landing page lists', () => {
    expect(PLANS.booster.comingSoon).toBe(true);
    expect(PLANS.free.comingSoon).toBe(false);
    expect(PLANS.free.features).toEqual([
      '1,000 products',
      'Online orders',
      'Billing',
      'Inventory management',
    ]);
    expect(PLANS.booster.features).toEqual([
      'Unlimited products',
      'Customisation and branding',
      'Analytics with an AI manager',
    ]);
  });

  it('[PLAN3] stored ids are read case-insensitively; only priced plans are paid', () => {
    expect(planOf('Booster')).toBe(PLANS.booster);
    expect(planOf('gold')).toBeNull();
    expect(planOf(null)).toBeNull();
    expect(isPaidPlan(PLANS.free)).toBe(false);
    expect(isPaidPlan(PLANS.booster)).toBe(true);
  });
});
