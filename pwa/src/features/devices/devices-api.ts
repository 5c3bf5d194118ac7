/** The devices calls: each sign-in is a device the user can log out remotely. */
import { FALLBACK } from '@tavola/shared';
import { apiGet, apiPost } from '../../lib/api.ts';

export type Device = {
  device_id: string;
  device_ip: string | null;
  device_name: string;
  device_location: string | null;
  created_at: string;
  isMyDevice: boolean;
  /** Whose session it is: an admin sees every device of the store. */
  username?: string;
};

export const DEVICES_QUERY_KEY = 'auth/devices';

export const devicesApi = {
  list: () =>
    apiGet<{ message: string; devices: Device[] }>('/auth/devices', { fallback: FALLBACK.devicesLoad }),
  remove: (deviceId: string) => apiPost<{ message: string }>('/auth/remove-device', { device_id: deviceId }),
};
