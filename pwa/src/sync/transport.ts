/**
 * The sync calls (docs/architecture.md §6.3) over the one fetch helper, so 401 → refresh → retry and 402 apply here
 * too. Protocol refusals (VersionNotSupported, OutOfOrder) are answers, whatever HTTP status carries them.
 */
import type { PullRequest, PullResponse, PushRequest, PushResponse, TokenBlock } from '@tavola/shared';
import { type ApiResult, apiPost } from '../lib/api.ts';

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export type DeviceRegistration = { deviceId: string; deviceCode: string };
export type LeaseAnswer = { businessDay: string; leases: TokenBlock[] };

export type SyncTransport = {
  push(req: PushRequest): Promise<Answer<PushResponse>>;
  pull(req: PullRequest): Promise<Answer<PullResponse>>;
  /** `deviceId`: the one this browser registered before; the server returns it while it is not removed. */
  registerDevice(name: string, deviceId: string | null): Promise<Answer<DeviceRegistration>>;
  /** TOK9: the device's reserve for selling offline; with `next` (TOK8) the next number of the day alone. */
  lease(deviceId: string, next?: boolean): Promise<Answer<LeaseAnswer>>;
};

const PROTOCOL_ERRORS: readonly unknown[] = ['VersionNotSupported', 'OutOfOrder'];

const isProtocolRefusal = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (body as { ok?: unknown }).ok === false &&
  PROTOCOL_ERRORS.includes((body as { error?: unknown }).error);

function answer<T>(r: ApiResult<T>): Answer<T> {
  if (r.ok) return { ok: true, data: r.data };
  if (isProtocolRefusal(r.body)) return { ok: true, data: r.body as T };
  return { ok: false, status: r.status, message: r.message };
}

const opts = { errorBody: true } as const;

export const httpTransport: SyncTransport = {
  push: async (req) => answer(await apiPost<PushResponse>('/sync/push', req, opts)),
  pull: async (req) => answer(await apiPost<PullResponse>('/sync/pull', req, opts)),
  registerDevice: async (name, deviceId) =>
    answer(await apiPost<DeviceRegistration>('/sync/register-device', { name, deviceId })),
  lease: async (deviceId, next = false) =>
    answer(await apiPost<LeaseAnswer>('/sync/lease', next ? { deviceId, next } : { deviceId })),
};

/** Worth retrying later: no answer at all (offline), the server busy or failing (503, 5xx), rate limited. */
export const isTransient = (a: { status: number }): boolean =>
  a.status === 0 || a.status === 408 || a.status === 429 || a.status >= 500;
