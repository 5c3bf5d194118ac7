/**
 * SS29 (ADR 0071): each open order's serialised JSON kept per store and screen, keyed by its rows' versions, so a
 * live answer rebuilt after a write serialises only the orders that write touched and splices the rest.
 * LIVE_READ_FRAGMENTS=off: every answer serialised whole.
 */

type Fragment = { readonly key: string; readonly json: string };

/** One build's view: the JSON of an order, made again only when its key moved. */
export type FragmentBuild = {
  /** Whether the order's JSON is kept under `key` (its rows unchanged since). */
  has(orderId: string, key: string): boolean;
  json(orderId: string, key: string, make: () => unknown): string;
  /** Keeps what this build made (only its orders: a closed order's fragment goes with it). */
  end(): void;
};

export type Fragments = { begin(tenantId: string): FragmentBuild };

/** Most bytes of fragments kept a screen (the least recently built store's dropped first). */
const BYTES_KEPT = 64 * 1024 * 1024;

export function fragments(): Fragments {
  const byTenant = new Map<string, { readonly kept: Map<string, Fragment>; readonly bytes: number }>();
  let bytes = 0;
  const drop = (tenantId: string) => {
    bytes -= byTenant.get(tenantId)?.bytes ?? 0;
    byTenant.delete(tenantId);
  };
  return {
    begin(tenantId) {
      const before = byTenant.get(tenantId)?.kept;
      const kept = new Map<string, Fragment>();
      let built = 0;
      return {
        has: (orderId, key) => (kept.get(orderId) ?? before?.get(orderId))?.key === key,
        json(orderId, key, make) {
          const had = kept.get(orderId) ?? before?.get(orderId);
          const fragment = had?.key === key ? had : { key, json: JSON.stringify(make()) };
          kept.set(orderId, fragment);
          built += fragment.json.length;
          return fragment.json;
        },
        end() {
          drop(tenantId); // re-inserted: the map's order is the recency order
          while (byTenant.size > 0 && bytes + built > BYTES_KEPT)
            drop(byTenant.keys().next().value as string);
          byTenant.set(tenantId, { kept, bytes: built });
          bytes += built;
        },
      };
    },
  };
}

/**
 * `value` serialised with its last property, `orders`, spliced from `parts` (already JSON): the same text as
 * `JSON.stringify({ ...value, orders })` when `parts` are its orders' JSON.
 */
export function withOrdersJson<T extends { readonly orders: unknown }>(
  value: T,
  parts: readonly string[],
): string {
  const { orders: _orders, ...rest } = value;
  const shell = JSON.stringify({ ...rest, orders: 0 });
  return `${shell.slice(0, -'0}'.length)}[${parts.join(',')}]}`;
}
