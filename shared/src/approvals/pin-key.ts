/**
 * APPR2: a manager's approval PIN never leaves the manager's head except to be derived into a key: PBKDF2-
 * HMAC-SHA-256 over a per-user salt with `PIN_ITERATIONS` rounds (WebCrypto, the same code on the till and in
 * Node 20). Tills hold only `verifier` = SHA-256(key): enough to check a PIN offline, not enough to make a
 * proof (which needs the key itself, i.e. the PIN); the server alone keeps the key (ADR 0063).
 */
import * as v from 'valibot';
import { fromHex, sha256, toHex, utf8 } from './sha256.ts';

/** PBKDF2 rounds: some 0.2 s on a mid-range tablet; 10⁴ four-digit PINs cost an attacker about half an hour. */
export const PIN_ITERATIONS = 300_000;

export const PIN_MESSAGES = {
  pin: 'Please provide a PIN of 4 to 6 digits!',
} as const;

/** APPR1: a PIN is 4 to 6 digits. */
export const pinField = v.pipe(v.string(PIN_MESSAGES.pin), v.trim(), v.regex(/^\d{4,6}$/, PIN_MESSAGES.pin));

type Subtle = {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: 'PBKDF2',
    extractable: false,
    usages: readonly ['deriveBits'],
  ): Promise<unknown>;
  deriveBits(
    algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
    key: unknown,
    length: number,
  ): Promise<ArrayBuffer>;
};

/** WebCrypto's SubtleCrypto, present in browsers (secure contexts) and Node 20; ES2022's lib does not type it. */
const subtle = (): Subtle => {
  const c = (globalThis as unknown as { crypto?: { subtle?: Subtle } }).crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available here');
  return c.subtle;
};

/** APPR2: the key a PIN derives to, hex (32 bytes). */
export async function derivePinKey(pin: string, saltHex: string, iterations: number): Promise<string> {
  const salt = fromHex(saltHex);
  if (!salt) throw new Error('salt is not hex');
  const base = await subtle().importKey('raw', utf8(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, 256);
  return toHex(new Uint8Array(bits));
}

/** APPR2: what a till holds to check a PIN: SHA-256 of the key, hex. */
export const pinVerifier = (keyHex: string): string => toHex(sha256(fromHex(keyHex) ?? new Uint8Array()));
