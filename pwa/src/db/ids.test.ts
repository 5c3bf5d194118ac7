import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID carrying the time', () => {
    const id = uuidv7(0x0189_abcd_ef01);
    expect(id).toMatch(/^0189abcd-ef01-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('increases strictly within one millisecond and when the clock steps back', () => {
    const now = Date.now() + 10_000;
    const ids = [uuidv7(now), uuidv7(now), uuidv7(now), uuidv7(now - 5), uuidv7(now)];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
