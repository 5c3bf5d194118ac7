/** The subscription calls (admin only). */
import { FALLBACK } from '@tavola/shared';
import { apiGet, apiPost } from '../../lib/api.ts';

export type Subscription = {
  subscription_id: string;
  is_active: boolean | number;
  subscription_end: string | null;
  plan?: string | null;
};

export const SUBSCRIPTION_QUERY_KEY = 'auth/subscription-details';

export const subscriptionApi = {
  details: () =>
    apiGet<{ message: string; subscription: Subscription | null }>('/auth/subscription-details', {
      fallback: FALLBACK.subscriptionLoad,
    }),
  cancel: (id: string) =>
    apiPost<{ message: string }>(
      '/auth/cancel-subscription',
      { id },
      { fallback: FALLBACK.cancelSubscription },
    ),
};
