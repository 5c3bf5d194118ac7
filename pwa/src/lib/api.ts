/**
 * The one fetch helper for the REST API: JSON, cookies, typed results,
 * 401/403 → refresh once and retry once (at most 3 refreshes in a row), 402 → inactive-subscription screen.
 */
import { FALLBACK, LIMITS } from '@tavola/shared';
import { navigateTo } from './navigation.ts';
import { endLocalSession } from './session.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

export const API_BASE = '/api/v1';
export const REFRESH_PATH = '/auth/refresh-token';
export const LOGIN_PATH = '/login';
export const INACTIVE_PATH = '/dashboard/inactive-subscription';

export type ApiResult<T> =
  /** `etag`: the answer's ETag when it has one (LEFT3: the diner menu's poll starts from the loaded menu's). */
  | { ok: true; status: number; data: T; etag?: string }
  /** `body`: the parsed error body, only for callers that ask (`errorBody`), e.g. sync's protocol answers. */
  | { ok: false; status: number; message: string; body?: unknown };

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Shown when the server gives no message (the FALLBACK texts); default 'Something went wrong!'. */
  fallback?: string;
  /** False for calls made without a session (sign-in, sign-up, password reset): there a 401 is an answer. */
  refreshOnAuthError?: boolean;
  signal?: AbortSignal;
  /** Keep the parsed body of a failure in the result (protocol errors carry more than a message). */
  errorBody?: boolean;
  /** False for the diner's public calls: there a 402 means a refused payment, not the store's subscription. */
  subscriptionRedirect?: boolean;
  /** Extra request headers (the diner's order capability, `x-order-token`). */
  headers?: Readonly<Record<string, string>>;
  /** The browser cache's mode: 'no-cache' revalidates a cached answer by its ETag (the diner menu's re-read). */
  cache?: RequestCache;
};

// SESS1: a running count of refreshes, kept across reloads of this tab.
let refreshCount = Number(readStorage('session', STORAGE_KEYS.refreshCount)) || 0;
let refreshInFlight: Promise<boolean> | null = null;

function setRefreshCount(n: number): void {
  refreshCount = n;
  writeStorage('session', STORAGE_KEYS.refreshCount, n === 0 ? null : String(n));
}

export const getRefreshCount = (): number => refreshCount;
export const resetRefreshCount = (): void => setRefreshCount(0);

async function send(path: string, opts: ApiOptions): Promise<Response | null> {
  const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const init: RequestInit = { method: opts.method ?? 'GET', credentials: 'include', headers };
  if (body !== undefined) init.body = body;
  if (opts.signal) init.signal = opts.signal;
  if (opts.cache) init.cache = opts.cache;
  try {
    return await fetch(`${API_BASE}${path}`, init);
  } catch {
    return null; // offline, DNS, CORS or aborted: no HTTP status at all
  }
}

async function readBody(res: Response): Promise<unknown> {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return null;
}

async function toResult<T>(res: Response | null, fallback: string, errorBody = false): Promise<ApiResult<T>> {
  if (!res) return { ok: false, status: 0, message: fallback };
  const body = await readBody(res);
  if (res.ok) {
    const etag = res.headers.get('etag');
    return etag === null
      ? { ok: true, status: res.status, data: body as T }
      : { ok: true, status: res.status, data: body as T, etag };
  }
  const failure = { ok: false as const, status: res.status, message: serverMessage(body) ?? fallback };
  return errorBody ? { ...failure, body } : failure;
}

/**
 * SESS1: every refresh adds one to the running count; a refresh that would take it past the limit is not
 * made. One refresh is shared by all requests that failed together: the refresh cookie rotates, so two
 * parallel refreshes would look like token reuse to the server.
 */
function refreshSession(): Promise<boolean> {
  if (refreshInFlight) return refreshInFlight;
  setRefreshCount(refreshCount + 1);
  if (refreshCount > LIMITS.refreshLimit) return Promise.resolve(false);
  refreshInFlight = send(REFRESH_PATH, { method: 'POST' })
    .then((res) => res?.ok === true)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

// Redirects decided here replace the entry: Back must not return to a screen that cannot work.
function endSession(): void {
  setRefreshCount(0);
  endLocalSession();
  void navigateTo(LOGIN_PATH, { replace: true });
}

const isAuthError = (res: Response | null): boolean => res?.status === 401 || res?.status === 403;

export async function api<T = Record<string, unknown>>(
  path: string,
  opts: ApiOptions = {},
): Promise<ApiResult<T>> {
  const fallback = opts.fallback ?? FALLBACK.generic;
  let res = await send(path, opts);

  if (isAuthError(res) && opts.refreshOnAuthError !== false) {
    // SESS2, SESS3: past the refresh limit, or when the refresh itself fails, the user signs in again.
    if (!(await refreshSession())) {
      endSession();
      return toResult<T>(res, fallback, opts.errorBody);
    }
    res = await send(path, opts);
    // SESS4: a successful retry resets the count.
    if (res?.ok) setRefreshCount(0);
  }

  // SESS5: an inactive subscription.
  if (res?.status === 402 && opts.subscriptionRedirect !== false)
    void navigateTo(INACTIVE_PATH, { replace: true });
  return toResult<T>(res, fallback, opts.errorBody);
}

export const apiGet = <T>(path: string, opts: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, { ...opts, method: 'GET' });
export const apiPost = <T>(path: string, body?: unknown, opts: Omit<ApiOptions, 'method' | 'body'> = {}) =>
  api<T>(path, body === undefined ? { ...opts, method: 'POST' } : { ...opts, method: 'POST', body });
