/**
 * The deployment's public configuration (GET /api/v1/public-config): support contacts (SUP1) and the diner fee
 * rates the landing quotes (PLAT3). Until it answers, or offline, the server's own defaults stand in.
 */
import { DEFAULT_FEE_CONFIG, type PublicConfigAnswer, publicFeesOf } from '@tavola/shared';
import { apiGet } from './api.ts';
import { useQuery } from './query.ts';

export type PublicConfig = Omit<PublicConfigAnswer, 'message'>;

/** The server's defaults (sync-server config.ts SUPPORT_*, DINER_*). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  support: { name: 'Tavola Support', phone: '', email: 'support@tavola.app' },
  fees: publicFeesOf(DEFAULT_FEE_CONFIG),
};

const fetchPublicConfig = () => apiGet<PublicConfigAnswer>('/public-config', { refreshOnAuthError: false });

export function usePublicConfig(): PublicConfig {
  const { data } = useQuery('public-config', fetchPublicConfig);
  return data ? { support: data.support, fees: data.fees } : DEFAULT_PUBLIC_CONFIG;
}
