/** The devices calls: each sign-in is a device the user can name (DEV1) and log out remotely (DEV3). */
import {
  type DeviceReportAnswer,
  type DevicesAnswer,
  type DeviceView,
  FALLBACK,
  type RemoveDeviceAnswer,
} from '@tavola/shared';
import { apiGet, apiPost } from '../../lib/api.ts';

export type Device = DeviceView;

export const DEVICES_QUERY_KEY = 'auth/devices';

export const devicesApi = {
  list: () => apiGet<DevicesAnswer>('/auth/devices', { fallback: FALLBACK.devicesLoad }),
  remove: (deviceId: string) => apiPost<RemoveDeviceAnswer>('/auth/remove-device', { device_id: deviceId }),
  rename: (deviceId: string, name: string) =>
    apiPost<{ message: string }>('/auth/rename-device', { device_id: deviceId, name }),
  report: (unsent: number) => apiPost<DeviceReportAnswer>('/auth/device-report', { unsent }),
};
