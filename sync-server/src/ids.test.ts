import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('is an RFC 9562 version 7, variant 10 UUID whose first 48 bits are the Unix milliseconds', () => {
    const now = Date.UTC(2026, 10, 26, 9, 30, 0, 123);
    const id = uuidv7(now);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(now);
    expect(uuidv7(0).startsWith('00000000-0000-7')).toBe(true);
  });

  it('sorts by time across milliseconds', () => {
    const earlier = uuidv7(1_700_000_000_000);
    const later = uuidv7(1_700_000_000_001);
    expect(earlier < later).toBe(true);
  });

  it('draws fresh random bits for every id, across refills of its entropy pool', () => {
    const now = Date.now();
    const ids = Array.from({ length: 5_000 }, () => uuidv7(now)); // some 12 refills of the 4 KB pool
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    // every random hex digit position takes more than one value (no constant bytes)
    const tails = ids.map((id) => id.replaceAll('-', '').slice(12));
    for (let i = 0; i < 20; i++) {
      if (i === 0 || i === 4) continue; // the version and variant digits
      expect(new Set(tails.map((t) => t[i])).size).toBeGreaterThan(3);
    }
  });
});
