import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './api.ts';
import { clearQueryCache, QUERY_TIMING, revalidateSince, useQuery } from './query.ts';

let now = 1_000_000;
beforeEach(() => {
  clearQueryCache();
  now += 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

const answering = (data: unknown) =>
  vi.fn(async (): Promise<ApiResult<unknown>> => ({ ok: true, status: 200, data }));

describe('useQuery (cache rules)', () => {
  it('shows the answer and dedupes screens asking for the same key within 2 s', async () => {
    const fetcher = answering({ devices: [] });
    const a = renderHook(() => useQuery('q-dedupe', fetcher));
    renderHook(() => useQuery('q-dedupe', fetcher));
    await waitFor(() => expect(a.result.current.data).toEqual({ devices: [] }));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refetches on window focus, at most once per 5 s', async () => {
    const fetcher = answering(1);
    renderHook(() => useQuery('q-focus', fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    now += QUERY_TIMING.dedupeMs + 1;
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    now += QUERY_TIMING.dedupeMs + 1; // past the dedupe interval, inside the focus throttle
    act(() => window.dispatchEvent(new Event('focus')));
    expect(fetcher).toHaveBeenCalledTimes(2);
    now += QUERY_TIMING.focusThrottleMs;
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(3));
  });

  it('refetches when the connection returns', async () => {
    const fetcher = answering(1);
    renderHook(() => useQuery('q-online', fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    now += QUERY_TIMING.dedupeMs + 1;
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('keeps the error message of a failed read; refetch bypasses the dedupe interval', async () => {
    const fetcher = vi
      .fn<() => Promise<ApiResult<number>>>()
      .mockResolvedValueOnce({ ok: false, status: 403, message: 'Error loading devices, Please try later!' })
      .mockResolvedValueOnce({ ok: true, status: 200, data: 7 });
    const { result } = renderHook(() => useQuery('q-error', fetcher));
    await waitFor(() => expect(result.current.error).toBe('Error loading devices, Please try later!'));
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 7, error: null });
  });

  it('retries a network failure after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fetcher = vi
        .fn<() => Promise<ApiResult<number>>>()
        .mockResolvedValueOnce({ ok: false, status: 0, message: 'offline' })
        .mockResolvedValueOnce({ ok: true, status: 200, data: 1 });
      const { result } = renderHook(() => useQuery('q-retry', fetcher));
      await act(async () => {});
      expect(result.current.error).toBe('offline');
      await act(async () => {
        vi.advanceTimersByTime(QUERY_TIMING.errorRetryMs);
      });
      expect(fetcher).toHaveBeenCalledTimes(2);
      expect(result.current.data).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('revalidateSince asks once more after news newer than the last request, when that request and the dedupe interval are over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answer: (r: ApiResult<unknown>) => void = () => {};
      const fetcher = vi.fn(
        () =>
          new Promise<ApiResult<unknown>>((resolve) => {
            answer = resolve;
          }),
      );
      renderHook(() => useQuery('q-since', fetcher));
      expect(fetcher).toHaveBeenCalledTimes(1);
      now += 500; // the news reached the server while the first request was on its way
      revalidateSince('q-since', now);
      revalidateSince('q-since', now);
      await act(async () => {
        answer({ ok: true, status: 200, data: 1 });
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(fetcher).toHaveBeenCalledTimes(1); // inside the dedupe interval of the first request
      await act(() => vi.advanceTimersByTimeAsync(QUERY_TIMING.dedupeMs));
      expect(fetcher).toHaveBeenCalledTimes(2); // one request for both calls
      // news no newer than the last request: nothing more
      revalidateSince('q-since', now);
      await act(() => vi.advanceTimersByTimeAsync(QUERY_TIMING.dedupeMs * 2));
      expect(fetcher).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
