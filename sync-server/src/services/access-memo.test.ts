// PGW7: access cookies already verified are kept by their exact text; expiry is still checked each time, and
// a cookie that is not genuine is never kept (so never accepted).
import { describe, expect, it } from 'vitest';
import { accessVerifier } from './access-memo.ts';
import { type Keys, signAccess } from './sessions.ts';

const keys: Keys = {
  access: Buffer.from('access-key-for-tests'),
  refresh: Buffer.from('refresh-key-for-tests'),
};
const other: Keys = { access: Buffer.from('another-access-key'), refresh: keys.refresh };
const T = 1_800_000_000_000;

describe.each([true, false])('access cookies, memo %s', (memo) => {
  it('[PGW7] a genuine cookie names its session until it expires, also when seen before', () => {
    const verify = accessVerifier(keys, memo);
    const cookie = signAccess(keys, 'session-1', T + 60_000);
    expect(verify(cookie, T)).toBe('session-1');
    expect(verify(cookie, T + 59_999)).toBe('session-1');
    expect(verify(cookie, T + 60_000)).toBeNull();
    expect(verify(cookie, T)).toBe('session-1'); // the clock is the caller's
  });

  it('[PGW7] a forged, tampered or missing cookie is refused every time, after a genuine one too', () => {
    const verify = accessVerifier(keys, memo);
    const cookie = signAccess(keys, 'session-1', T + 60_000);
    expect(verify(cookie, T)).toBe('session-1');
    const forged = signAccess(other, 'session-1', T + 60_000);
    const [id, exp, sig] = cookie.split('.') as [string, string, string];
    const longer = `${id}.${(T + 999_999_999).toString(36)}.${sig}`;
    const otherId = `session-2.${exp}.${sig}`;
    for (const bad of [forged, longer, otherId, `${cookie}x`, 'a.b', '', undefined])
      for (let i = 0; i < 2; i++) expect(verify(bad, T)).toBeNull();
    expect(verify(cookie, T)).toBe('session-1');
  });

  it('[PGW7] many cookies: each still names its own session (the memo starts over when full)', () => {
    const verify = accessVerifier(keys, memo);
    const cookies = Array.from({ length: 5000 }, (_, i) => signAccess(keys, `s-${i}`, T + 60_000));
    for (const round of [0, 1])
      for (const [i, c] of cookies.entries()) expect(verify(c, T + round)).toBe(`s-${i}`);
  });
});
