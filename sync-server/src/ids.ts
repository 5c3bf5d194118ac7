/** Row ids: UUIDv7 strings (time-ordered, so indexes stay append-mostly), and random secrets for tokens. */
import { randomBytes, randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, drawn from a pool refilled 4 KB at a time (as Node's own `randomUUID` caches its
 * entropy): `randomBytes(16)` per id costs some 2 µs of a call into the crypto library and a new buffer.
 */
const entropy = Buffer.alloc(4096);
let entropyAt = entropy.length;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hex = (b: number): string => HEX[b] as string;

function random10(): number {
  if (entropyAt + 10 > entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const at = entropyAt;
  entropyAt += 10;
  return at;
}

/** RFC 9562 UUIDv7: 48-bit Unix ms timestamp, version 7, variant 10, 74 random bits. */
export function uuidv7(now: number = Date.now()): string {
  const o = random10();
  const r = (i: number): number => entropy[o + i] as number;
  const t = Math.trunc(now).toString(16).padStart(12, '0').slice(-12);
  return (
    `${t.slice(0, 8)}-${t.slice(8)}-7${(r(0) & 0x0f).toString(16)}${hex(r(1))}-` +
    `${hex(0x80 | (r(2) & 0x3f))}${hex(r(3))}-` +
    `${hex(r(4))}${hex(r(5))}${hex(r(6))}${hex(r(7))}${hex(r(8))}${hex(r(9))}`
  );
}

/** An unguessable token for cookies and links: 32 random bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
