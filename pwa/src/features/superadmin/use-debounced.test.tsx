import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced.ts';

afterEach(() => vi.useRealTimers());

describe('the tenants search debounce', () => {
  it('follows the typing only after 800 ms of quiet', () => {
    vi.useFakeTimers();
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
    const { result, rerender } = renderHook(({ v }) => useDebounced(v), { initialProps: { v: '' } });
    rerender({ v: 'sp' });
    act(() => vi.advanceTimersByTime(500));
    rerender({ v: 'spice' });
    act(() => vi.advanceTimersByTime(799));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('spice');
  });
});
