// PGW7 (ADR 0083): the access cookies already verified, kept by their exact text, so a till's next request skips
// the HMAC (a twentieth of the main thread's work a REST order). It only spares recomputing a signature: the
// expiry is checked at every request, and the session is still read at every request (PGW3), so a revocation
// is seen as before; only genuine cookies enter it, so a forged one is verified (and refused) every time.
import { type Keys, verifyAccess } from './sessions.ts';

/** Most cookies kept; when full it starts over (a store's tills and screens are far fewer). */
const MOST = 4096;

/** The session id of a genuine, unexpired access cookie (`verifyAccess`); `memo: false` verifies each time. */
export function accessVerifier(
  keys: Keys,
  memo: boolean,
): (value: string | undefined, now: number) => string | null {
  if (!memo) return (value, now) => verifyAccess(keys, value, now);
  const verified = new Map<string, { readonly sessionId: string; readonly expiresAt: number }>();
  return (value, now) => {
    if (!value) return null;
    const known = verified.get(value);
    if (known) return known.expiresAt > now ? known.sessionId : null;
    const sessionId = verifyAccess(keys, value, now);
    if (sessionId === null) return null;
    if (verified.size >= MOST) verified.clear();
    // `<sessionId>.<expiry base36>.<hmac>`, as verifyAccess read it
    verified.set(value, { sessionId, expiresAt: Number.parseInt(value.split('.')[1] as string, 36) });
    return sessionId;
  };
}
