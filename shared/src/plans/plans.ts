/**
 * PLAN1-PLAN3: the subscription plans as data: the landing page's pricing, the
 * profile's upgrade offer, the checkout amount and the platform's MRR all read them from here.
 */
import { type Money, money } from '../money/money.ts';

export const PLAN_IDS = ['free', 'booster'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  readonly id: PlanId;
  readonly name: string;
  /** Price per month in minor units of PLAN_CURRENCY (MON1). */
  readonly monthlyPrice: Money;
  /** Products a store may list; null: unlimited. */
  readonly productLimit: number | null;
  /** PLAN2: shown with 'Coming Soon' on the landing page. */
  readonly comingSoon: boolean;
  /** The feature lines of the pricing card, in order. */
  readonly features: readonly string[];
};

/** PLAN1: plan prices are Indian rupees (the spec's 0 and 499 per month). Tavola reading. */
export const PLAN_CURRENCY = 'INR';

/** Months a paid subscription runs before it needs renewing. */
export const PLAN_PERIOD_MONTHS = 1;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyPrice: money(0),
    productLimit: 1000,
    comingSoon: false,
    features: ['1,000 products', 'Online orders', 'Billing', 'Inventory management'],
  },
  booster: {
    id: 'booster',
    name: 'Booster',
    monthlyPrice: money(49_900),
    productLimit: null,
    comingSoon: true,
    features: ['Unlimited products', 'Customisation and branding', 'Analytics with an AI manager'],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export const isPlanId = (s: unknown): s is PlanId => (PLAN_IDS as readonly unknown[]).includes(s);

/** PLAN3: a plan id as stored (any case); unknown ids (plans retired later) read as null. */
export const planOf = (id: string | null | undefined): Plan | null => {
  const key = id?.trim().toLowerCase();
  return isPlanId(key) ? PLANS[key] : null;
};

/** PLAN3: a paid plan is one with a price; only paid plans go through checkout and count towards MRR. */
export const isPaidPlan = (plan: Plan): boolean => plan.monthlyPrice > 0;
