import { describe, expect, it } from 'vitest';
import { matches } from './live-reads.ts';

describe('If-None-Match', () => {
  it('[SS28] names the ETag: alone, in a list, weak, or *; not another tag, not absent', () => {
    const etag = '"abc"';
    expect(matches('"abc"', etag)).toBe(true);
    expect(matches('"x", "abc"', etag)).toBe(true);
    expect(matches('W/"abc"', etag)).toBe(true);
    expect(matches('*', etag)).toBe(true);
    expect(matches('"abd"', etag)).toBe(false);
    expect(matches('abc', etag)).toBe(false);
    expect(matches(undefined, etag)).toBe(false);
  });
});
