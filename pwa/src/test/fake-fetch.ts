/** A scripted stand-in for window.fetch: answers by "METHOD path" in order and records every call. */
import { vi } from 'vitest';

export type FakeAnswer = { status: number; body?: unknown } | 'network-error';
export type FakeCall = { method: string; url: string; init: RequestInit };

export function installFakeFetch(routes: Record<string, FakeAnswer[]>) {
  const calls: FakeCall[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, [...v]]));
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const key = `${method} ${url}`;
    const queue = queues.get(key);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) throw new Error(`unexpected request ${key}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  const keyOf = (c: FakeCall) => `${c.method} ${c.url}`;
  return {
    calls,
    count: (key: string) => calls.filter((c) => keyOf(c) === key).length,
    /**
     * The JSON body of the first call to `key` ("METHOD path"): by path, since the app's own background calls
     * (the sync engine registering its device) may go out first.
     */
    body: (key: string): unknown => {
      const call = calls.find((c) => keyOf(c) === key);
      if (!call) throw new Error(`no request ${key}`);
      return JSON.parse(String(call.init.body));
    },
  };
}
