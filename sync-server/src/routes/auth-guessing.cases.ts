/** Per-account sign-in backoff on both consoles (docs/api-auth-contract.md "Password guessing"). */
import { describe, expect, it } from 'vitest';
import { delayAfter, THROTTLE } from '../services/sign-in-throttle.ts';
import { type AppHarness, type Harness, MINUTE, OPERATOR, PASSWORD } from '../test-support/app-harness.ts';

const ADDRESSES = ['203.0.113.1', '203.0.113.2', '198.51.100.3', '198.51.100.4', '192.0.2.5', '192.0.2.6'];
const SIGNIN = '/api/v1/auth/signin';
const OPERATOR_SIGNIN = '/api/v1/superadmin/signin';

/** `count` wrong passwords for `username`, round-robin over six addresses, each from a fresh browser. */
async function guess(h: Harness, url: string, username: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const c = h.client({ remoteAddress: ADDRESSES[i % ADDRESSES.length] ?? '' });
    statuses.push((await c.post(url, { username, password: `wrong-guess-${i}` })).statusCode);
  }
  return statuses;
}

const times = (n: number, status: number) => Array.from({ length: n }, () => status);

export function guessingCases({ start, signup, signedIn }: AppHarness) {
  describe('per-account sign-in backoff', () => {
    it('doubles the delay from 1 s after five failures, up to 15 minutes', () => {
      expect([1, 5].map(delayAfter)).toEqual([0, 0]);
      expect([6, 7, 8, 9].map(delayAfter)).toEqual([1_000, 2_000, 4_000, 8_000]);
      expect(delayAfter(15)).toBe(512_000);
      expect(delayAfter(16)).toBe(15 * MINUTE);
      expect(delayAfter(10_000)).toBe(15 * MINUTE);
    });

    it('answers 429 with Retry-After to guesses from many addresses, unchecked, and lets the owner in after the delay', async () => {
      const h = await start();
      const username = await signup(h);
      // 60 wrong passwords from six addresses within the same second: six are checked, the rest refused.
      const statuses = await guess(h, SIGNIN, username, 60);
      expect(statuses).toEqual([...times(THROTTLE.freeFailures + 1, 401), ...times(54, 429)]);

      // The right password during the delay is refused too: it is not even checked.
      const owner = h.client({ remoteAddress: '198.51.100.200' });
      const waiting = await owner.post(SIGNIN, { username, password: PASSWORD });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      expect(waiting.json()).toEqual({
        message: 'Too many failed sign-in attempts. Please try again in 1 second.',
        code: 'RATE_LIMITED',
      });
      expect(waiting.cookies).toHaveLength(0);

      h.clock.now += 1_000;
      const after = await owner.post(SIGNIN, { username, password: PASSWORD });
      expect(after.statusCode).toBe(200);
      // A success clears the count: five more mistakes are free again.
      expect(await guess(h, SIGNIN, username, 6)).toEqual(times(6, 401));
    });

    it('doubles the lock-out with each failure after it, and answers alike for a name with no account', async () => {
      const h = await start();
      const username = await signup(h);
      for (const name of [username, 'nobody@cafe.test']) {
        expect(await guess(h, SIGNIN, name, 6), name).toEqual(times(6, 401));
        const waits: string[] = [];
        for (let i = 0; i < 4; i++) {
          const locked = await h.client().post(SIGNIN, { username: name, password: 'wrong-again' });
          expect(locked.statusCode, name).toBe(429);
          waits.push(String(locked.headers['retry-after']));
          h.clock.now += Number(locked.headers['retry-after']) * 1_000;
          expect(
            (await h.client().post(SIGNIN, { username: name, password: 'wrong-again' })).statusCode,
          ).toBe(401);
        }
        expect(waits, name).toEqual(['1', '2', '4', '8']);
        const next = await h.client().post(SIGNIN, { username: name, password: 'x' });
        expect(next.headers['retry-after']).toBe('16');
        h.clock.now += 16_000;
      }
    });

    it('holds concurrent guesses to the same count', async () => {
      const h = await start();
      const username = await signup(h);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          h.client({ remoteAddress: ADDRESSES[i % 6] ?? '' }).post(SIGNIN, { username, password: `w-${i}` }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(THROTTLE.freeFailures + 1);
    });

    it("spares the owner's own browsers: a stranger's guesses do not lock out a browser that signed in before", async () => {
      const h = await start();
      const { c: till, username } = await signedIn(h);
      expect((await till.post('/api/v1/auth/signout')).statusCode).toBe(200);
      expect(till.cookie('tavola_known')).toBeTruthy();
      const statuses = await guess(h, SIGNIN, username, 20);
      expect(statuses.at(-1)).toBe(429);
      // A new browser waits, the till does not; its own count is apart (its mistakes still add up).
      expect((await h.client().post(SIGNIN, { username, password: PASSWORD })).statusCode).toBe(429);
      expect((await till.post(SIGNIN, { username, password: PASSWORD })).statusCode).toBe(200);
      expect((await h.client().post(SIGNIN, { username, password: PASSWORD })).statusCode).toBe(429);
      // A forged cookie is a stranger's.
      const forged = h.client();
      forged.setCookie('tavola_known', 'A'.repeat(22), '/api/v1');
      expect((await forged.post(SIGNIN, { username, password: PASSWORD })).statusCode).toBe(429);
    });

    it('keeps no row past an hour for names sprayed at random', async () => {
      const h = await start();
      for (let i = 0; i < 20; i++) {
        const res = await h.client().post(SIGNIN, { username: `ghost-${i}@cafe.test`, password: 'wrong' });
        expect(res.statusCode).toBe(401);
      }
      const rows = () => h.database.db.select().from(h.database.t.signInFailures);
      expect(await rows()).toHaveLength(20);
      h.clock.now += THROTTLE.forgetMs + 1;
      await h.client().post(SIGNIN, { username: 'ghost-new@cafe.test', password: 'wrong' });
      expect(await rows()).toHaveLength(1);
    });

    it('holds the super-admin console to the same backoff', async () => {
      const h = await start();
      const statuses = await guess(h, OPERATOR_SIGNIN, OPERATOR.username, 30);
      expect(statuses).toEqual([...times(6, 401), ...times(24, 429)]);
      const waiting = await h.client().post(OPERATOR_SIGNIN, OPERATOR);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('1');
      h.clock.now += 1_000;
      expect((await h.client().post(OPERATOR_SIGNIN, OPERATOR)).statusCode).toBe(200);
    });
  });
}
