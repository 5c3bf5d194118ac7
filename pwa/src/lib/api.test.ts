import { FALLBACK } from '@tavola/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, signInCookie } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import { api, apiPost, getRefreshCount, resetRefreshCount } from './api.ts';
import { hasMarkerCookie } from './auth-cookie.ts';
import { type NavigateOptions, setNavigator } from './navigation.ts';
import { getSessionUser, setSessionUser } from './session.ts';

const ME = 'GET /api/v1/auth/me';
const REFRESH = 'POST /api/v1/auth/refresh-token';
const ok = (body: unknown = { message: 'ok' }) => ({ status: 200, body });
const contentType = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.['Content-Type'];

let navigate: ReturnType<typeof vi.fn<(to: string, opts: NavigateOptions) => Promise<void>>>;

beforeEach(() => {
  resetRefreshCount();
  navigate = vi.fn<(to: string, opts: NavigateOptions) => Promise<void>>(async () => {});
  setNavigator(navigate);
  signInCookie();
  setSessionUser(aUser());
});

describe('api: requests and results', () => {
  it('calls /api/v1 with cookies and a JSON body', async () => {
    const f = installFakeFetch({ 'POST /api/v1/auth/cancel-subscription': [ok({ message: 'done' })] });
    const r = await apiPost('/auth/cancel-subscription', { id: 's-1' });
    expect(r).toEqual({ ok: true, status: 200, data: { message: 'done' } });
    const call = f.calls[0];
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"id":"s-1"}');
    expect(contentType(call?.init)).toBe('application/json');
  });

  it('sends no body and no JSON content type when there is nothing to send', async () => {
    const f = installFakeFetch({ 'POST /api/v1/auth/signout': [ok()] });
    await apiPost('/auth/signout');
    expect(f.calls[0]?.init.body).toBeUndefined();
    expect(contentType(f.calls[0]?.init)).toBeUndefined();
  });

  it("a failure carries the server's message", async () => {
    installFakeFetch({ [ME]: [{ status: 400, body: { message: 'Please provide username!' } }] });
    expect(await api('/auth/me', { fallback: FALLBACK.login })).toEqual({
      ok: false,
      status: 400,
      message: 'Please provide username!',
    });
  });

  it('a failure without a message carries the caller fallback, else the generic one', async () => {
    installFakeFetch({ [ME]: [{ status: 500 }] });
    expect(await api('/auth/me', { fallback: FALLBACK.register })).toMatchObject({
      message: FALLBACK.register,
    });
    expect(await api('/auth/me')).toMatchObject({ message: 'Something went wrong!' });
  });

  it('a network failure is status 0 with the fallback', async () => {
    installFakeFetch({ [ME]: ['network-error'] });
    expect(await api('/auth/me', { fallback: FALLBACK.devicesLoad })).toEqual({
      ok: false,
      status: 0,
      message: FALLBACK.devicesLoad,
    });
  });
});

describe('api: 401 and 403 (refresh once, retry once)', () => {
  it.each([401, 403])(
    '[SESS1] %i refreshes the session once and retries the request once',
    async (status) => {
      const f = installFakeFetch({ [ME]: [{ status }, ok({ message: 'me' })], [REFRESH]: [ok()] });
      const r = await api('/auth/me');
      expect(r).toMatchObject({ ok: true, data: { message: 'me' } });
      expect(f.count(REFRESH)).toBe(1);
      expect(f.count(ME)).toBe(2);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('[SESS1] a retry that fails again is returned, without a second refresh', async () => {
    const f = installFakeFetch({
      [ME]: [{ status: 401, body: { message: 'Unauthorized' } }],
      [REFRESH]: [ok()],
    });
    expect(await api('/auth/me')).toMatchObject({ ok: false, status: 401, message: 'Unauthorized' });
    expect(f.count(REFRESH)).toBe(1);
    expect(f.count(ME)).toBe(2);
    expect(getRefreshCount()).toBe(1);
  });

  it('[SESS2] once the refresh count exceeds 3 the marker cookie and user are removed and the user goes to /login', async () => {
    const f = installFakeFetch({ [ME]: [{ status: 401 }], [REFRESH]: [ok()] });
    for (let i = 1; i <= 3; i++) {
      await api('/auth/me');
      expect(getRefreshCount()).toBe(i);
      expect(navigate).not.toHaveBeenCalled();
    }
    expect(f.count(REFRESH)).toBe(3);
    await api('/auth/me');
    expect(f.count(REFRESH)).toBe(3);
    expect(hasMarkerCookie()).toBe(false);
    expect(getSessionUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('[SESS1] the count survives a reload of the tab (sessionStorage)', async () => {
    installFakeFetch({ [ME]: [{ status: 401 }], [REFRESH]: [ok()] });
    await api('/auth/me');
    expect(sessionStorage.getItem('tavola.refreshCount')).toBe('1');
  });

  it('[SESS4] a successful retry resets the count', async () => {
    const fail = { status: 401 };
    installFakeFetch({ [ME]: [fail, fail, fail, fail, fail, ok()], [REFRESH]: [ok()] });
    await api('/auth/me');
    await api('/auth/me');
    expect(getRefreshCount()).toBe(2);
    expect(await api('/auth/me')).toMatchObject({ ok: true });
    expect(getRefreshCount()).toBe(0);
  });

  it('[SESS3] a failed refresh sends the user to /login and forgets the session', async () => {
    const f = installFakeFetch({ [ME]: [{ status: 401 }], [REFRESH]: [{ status: 401 }] });
    expect(await api('/auth/me')).toMatchObject({ ok: false, status: 401 });
    expect(f.count(ME)).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(hasMarkerCookie()).toBe(false);
    expect(getSessionUser()).toBeNull();
  });

  it('requests failing together share one refresh', async () => {
    const f = installFakeFetch({ [ME]: [{ status: 401 }, { status: 401 }, ok(), ok()], [REFRESH]: [ok()] });
    const [a, b] = await Promise.all([api('/auth/me'), api('/auth/me')]);
    expect(a.ok && b.ok).toBe(true);
    expect(f.count(REFRESH)).toBe(1);
  });

  it('calls made without a session do not refresh (a wrong password is an answer)', async () => {
    const f = installFakeFetch({
      'POST /api/v1/auth/signin': [{ status: 401, body: { message: 'Invalid username or password!' } }],
    });
    const r = await apiPost('/auth/signin', { username: 'a', password: 'b' }, { refreshOnAuthError: false });
    expect(r).toMatchObject({ ok: false, message: 'Invalid username or password!' });
    expect(f.count(REFRESH)).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api: 402', () => {
  it('[SESS5] 402 sends the user to /dashboard/inactive-subscription', async () => {
    installFakeFetch({
      [ME]: [{ status: 402, body: { message: 'Subscription inactive', code: 'SUBSCRIPTION_INACTIVE' } }],
    });
    expect(await api('/auth/me')).toMatchObject({ ok: false, status: 402 });
    expect(navigate).toHaveBeenCalledWith('/dashboard/inactive-subscription', { replace: true });
  });

  it('[SESS5] a retry answered with 402 also goes there', async () => {
    installFakeFetch({ [ME]: [{ status: 401 }, { status: 402 }], [REFRESH]: [ok()] });
    await api('/auth/me');
    expect(navigate).toHaveBeenCalledWith('/dashboard/inactive-subscription', { replace: true });
  });

  it("a public call's 402 (the diner's refused payment) is only an answer", async () => {
    const PAY = 'POST /api/v1/qrmenu/confirm-payment';
    installFakeFetch({ [PAY]: [{ status: 402, body: { message: 'Payment failed. Please try again.' } }] });
    const r = await apiPost('/qrmenu/confirm-payment', {}, { subscriptionRedirect: false });
    expect(r).toMatchObject({ ok: false, status: 402, message: 'Payment failed. Please try again.' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
