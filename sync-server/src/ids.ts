/** Row ids: UUIDv7 strings (time-ordered, so indexes stay append-mostly), and random secrets for tokens. */
import { randomBytes } from 'node:crypto';

/** RFC 9562 UUIDv7: 48-bit Unix ms timestamp, version 7, variant 10, 74 random bits. */
export function uuidv7(now: number = Date.now()): string {
  const b = randomBytes(16);
  b.writeUIntBE(now, 0, 6);
  b[6] = 0x70 | ((b[6] ?? 0) & 0x0f);
  b[8] = 0x80 | ((b[8] ?? 0) & 0x3f);
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An unguessable token for cookies and links: 32 random bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
