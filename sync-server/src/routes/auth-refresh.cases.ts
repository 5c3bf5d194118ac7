// POST /auth/refresh-token (docs/api-auth-contract.md): rotation, reuse detection and its grace (ADR 0044).
import { describe, expect, it } from 'vitest';
import { REUSE_GRACE_MS } from '../services/sessions.ts';
import { type AppHarness, MINUTE } from '../test-support/app-harness.ts';

export function refreshCases({ start, signedIn }: AppHarness) {
  describe('POST /auth/refresh-token', () => {
    it('rotates the refresh cookie; the access cookie works again after it expired', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      h.clock.now += 16 * MINUTE;
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      const oldRefresh = c.cookie('tavola_refresh');
      const res = await c.post('/api/v1/auth/refresh-token');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Session refreshed!' });
      expect(c.cookie('tavola_refresh')).not.toBe(oldRefresh);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('revokes the session when a spent refresh token is presented again', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const stolen = c.cookie('tavola_refresh') ?? '';
      expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
      h.clock.now += REUSE_GRACE_MS + 1;
      const thief = h.client();
      thief.setCookie('tavola_refresh', stolen, '/api/v1/auth');
      const reuse = await thief.post('/api/v1/auth/refresh-token');
      expect(reuse.statusCode).toBe(401);
      // The legitimate device is signed out too: the whole session is revoked.
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
    });

    it('gives requests racing with the same refresh cookie a fresh pair each, within the grace period', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      // Another tab of the same browser: the same cookies.
      const tab = h.client();
      for (const name of ['tavola_refresh', 'tavola_client'])
        tab.setCookie(name, c.cookie(name) ?? '', '/api/v1/auth');
      const [first, second] = await Promise.all([
        c.post('/api/v1/auth/refresh-token'),
        tab.post('/api/v1/auth/refresh-token'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect((await tab.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect(c.cookie('tavola_refresh')).not.toBe(tab.cookie('tavola_refresh'));
    });

    it('forgives a replay within the grace only to the client that spent the token', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const spent = { refresh: c.cookie('tavola_refresh') ?? '', client: c.cookie('tavola_client') ?? '' };
      expect(spent.client).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
      h.clock.now += REUSE_GRACE_MS - 1;
      // The same browser, a request that was in flight with the old cookies: a fresh pair.
      const sameBrowser = h.client();
      sameBrowser.setCookie('tavola_refresh', spent.refresh, '/api/v1/auth');
      sameBrowser.setCookie('tavola_client', spent.client, '/api/v1/auth');
      expect((await sameBrowser.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
      expect((await sameBrowser.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('revokes the session when another client replays a spent refresh token, even within the grace', async () => {
      const h = await start();
      // A thief with no client cookie, and one whose own session gave it a client cookie of its own.
      for (const own of [false, true]) {
        const { c } = await signedIn(h);
        const stolen = c.cookie('tavola_refresh') ?? '';
        expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
        const thief = own ? (await signedIn(h)).c : h.client();
        h.clock.now += 1_000;
        thief.setCookie('tavola_refresh', stolen, '/api/v1/auth');
        expect((await thief.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
        // The whole session is revoked: the legitimate browser signs in again.
        expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
        expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
      }
    });

    it('answers 401 without a refresh cookie, and for an expired one', async () => {
      const h = await start();
      expect((await h.client().post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
      const { c } = await signedIn(h);
      h.clock.now += 31 * 24 * 60 * MINUTE;
      const res = await c.post('/api/v1/auth/refresh-token');
      expect(res.statusCode).toBe(401);
      expect(c.cookie('tavola_authenticated')).toBeUndefined();
    });
  });
}
