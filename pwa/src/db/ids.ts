/**
 * Ids made on the device: UUIDv7 row ids (docs/architecture.md §5: offline inserts never collide, and they sort by
 * time) and random client ids. `crypto.getRandomValues` works outside secure contexts too (a till on a LAN
 * address over plain http has no `crypto.randomUUID`).
 */

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const format = (h: string): string =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

let lastMs = -1;
let sequence = 0;

/**
 * RFC 9562 UUIDv7: 48-bit Unix ms timestamp, version 7, a 12-bit sequence in rand_a (method 1), variant 10,
 * 62 random bits. Ids made in this tab are strictly increasing even within one millisecond, so rows created
 * together (an order's lines) keep the order they were made in.
 */
export function uuidv7(now: number = Date.now()): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  if (now > lastMs) {
    lastMs = now;
    sequence = (b[7] ?? 0) & 0x3ff; // random start, leaving room to count up within the millisecond
  } else if (sequence < 0xfff) {
    sequence += 1;
  } else {
    lastMs += 1; // sequence exhausted: borrow the next millisecond
    sequence = 0;
  }
  let t = lastMs;
  for (let i = 5; i >= 0; i--) {
    b[i] = t % 256;
    t = Math.floor(t / 256);
  }
  b[6] = 0x70 | ((sequence >> 8) & 0x0f);
  b[7] = sequence & 0xff;
  b[8] = 0x80 | ((b[8] ?? 0) & 0x3f);
  return format(hex(b));
}

/** RFC 9562 UUIDv4, for ids that must not reveal when they were made (the client id). */
export function uuidv4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = 0x40 | ((b[6] ?? 0) & 0x0f);
  b[8] = 0x80 | ((b[8] ?? 0) & 0x3f);
  return format(hex(b));
}
