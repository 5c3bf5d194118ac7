/**
 * A till speaking the sync protocol itself on a signed-in browser context's session (register-device, lease, pull,
 * push), as a real till does: specs use it to ring up orders quickly without driving the POS screen.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

type Row = Record<string, unknown> & { id: string };
type PullPage = { cookie: number; more: boolean; patch: { table: string; op: string; row?: Row }[] };
const VERSIONS = { protocolVersion: 1, schemaVersion: 1 } as const;

/** One cart line by titles; `quantity` defaults to 1. */
export type TillLine = {
  item: string;
  variant?: string;
  addons?: string[];
  quantity?: number;
  course?: string;
};

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await request.post(`/api/v1/sync/${path}`, { data: body });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export async function openSyncTill(request: APIRequestContext, name = 'e2e till') {
  const clientId = randomUUID();
  const { deviceId } = await post<{ deviceId: string }>(request, 'register-device', { name });
  const lease = await post<{ businessDay: string; leases: { start: number; end: number }[] }>(
    request,
    'lease',
    { deviceId },
  );
  const tokens = lease.leases.flatMap((b) =>
    Array.from({ length: b.end - b.start + 1 }, (_, k) => b.start + k),
  );
  const rows = new Map<string, Row[]>();
  let cookie: number | null = null;
  for (let more = true; more; ) {
    const page: PullPage = await post<PullPage>(request, 'pull', { ...VERSIONS, clientId, deviceId, cookie });
    for (const p of page.patch)
      if (p.op === 'put' && p.row) rows.set(p.table, [...(rows.get(p.table) ?? []), p.row]);
    cookie = page.cookie;
    more = page.more;
  }
  const find = (table: string, field: string, value: string) => {
    const row = rows.get(table)?.find((r) => r[field] === value);
    if (!row) throw new Error(`${table}.${field} = ${value} is not in the pull`);
    return row;
  };
  let mutationId = 0;
  /** Pushes one mutation and expects the server to apply it. */
  const push = async (mutation: string, args: unknown) => {
    mutationId += 1;
    const pushed = await post<{ results: { status: string }[] }>(request, 'push', {
      ...VERSIONS,
      clientId,
      deviceId,
      mutations: [{ id: mutationId, name: mutation, args, clientTime: Date.now() }],
    });
    expect(pushed.results[0], JSON.stringify(pushed)).toMatchObject({ status: 'applied' });
  };
  const cartLine = (l: TillLine) => {
    const item = find('menuItems', 'title', l.item);
    const variant = l.variant
      ? rows.get('variants')?.find((v) => v.itemId === item.id && v.title === l.variant)
      : undefined;
    const addons = (l.addons ?? []).map((t) => {
      const a = rows.get('addons')?.find((x) => x.itemId === item.id && x.title === t);
      if (!a) throw new Error(`addon ${t} of ${l.item}`);
      return a;
    });
    const unitPrice = addons.reduce((sum, a) => sum + Number(a.price), Number(variant?.price ?? item.price));
    return {
      itemId: item.id,
      variantId: variant?.id ?? null,
      addonIds: addons.map((a) => a.id),
      quantity: l.quantity ?? 1,
      notes: null,
      unitPrice,
      ...(l.course ? { course: l.course } : {}),
    };
  };

  return {
    find,
    push,
    /** A table of this run's own (the demo's tables carry other specs' orders): its title. */
    async table(prefix: string) {
      const title = `${prefix}${randomUUID().slice(0, 4)}`;
      const id = randomUUID();
      await push('store-table.create.v1', { id, title, floor: 'Ground', seatingCapacity: 4 });
      rows.set('storeTables', [...(rows.get('storeTables') ?? []), { id, tableTitle: title }]);
      return title;
    },
    /**
     * Rings up a dine-in sale at `table` (paid at once with `paidWith`, a payment type's title) and returns its token.
     * `soldAt`: the till's sale time, an offline sale pushed late (TILL1: kept if today and not ahead of the server).
     */
    async sell(lines: (TillLine | string)[], options: { table: string; paidWith?: string; soldAt?: number }) {
      const token = String(tokens.shift());
      const cart = lines.map((l) => cartLine(typeof l === 'string' ? { item: l } : l));
      await push('order.create.v1', {
        id: randomUUID(),
        tokenNo: token,
        businessDay: lease.businessDay,
        cart,
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        tableId: find('storeTables', 'tableTitle', options.table).id,
        itemIds: cart.map(() => randomUUID()),
        payNow: options.paidWith
          ? { invoiceId: randomUUID(), paymentTypeId: find('paymentTypes', 'title', options.paidWith).id }
          : null,
        ...(options.soldAt === undefined ? {} : { soldAt: options.soldAt }),
      });
      return token;
    },
  };
}
