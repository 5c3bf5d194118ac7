/**
 * The kitchen display (issue 5): a cook's tablet shows a paid order the moment a till sends it, without a
 * refresh, never an unpaid one; the cook bumps each line Start Making → Complete → Delivered and the order
 * leaves the board when every line is delivered. The till here is the admin's browser context speaking the
 * sync protocol itself (register-device, lease, pull, push of order.create.v1), as a till does.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';

type Row = Record<string, unknown> & { id: string };
type Patch = { table: string; op: 'put' | 'del'; row?: Row };
type PullPage = { cookie: number; patch: Patch[]; more: boolean };
const VERSIONS = { protocolVersion: 1, schemaVersion: 1 } as const;

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await request.post(`/api/v1/sync/${path}`, { data: body });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A till on the signed-in admin's session: its own device, token lease and client id. */
async function openTill(request: APIRequestContext) {
  const clientId = randomUUID();
  const { deviceId } = await post<{ deviceId: string }>(request, 'register-device', {
    name: 'e2e till',
    deviceId: null,
  });
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
    const page: PullPage = await post<PullPage>(request, 'pull', {
      ...VERSIONS,
      clientId,
      deviceId,
      cookie,
    });
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

  return {
    find,
    /** Rings up a sale (paid at once when `paymentType` is given) and returns its token. */
    async sell(
      lines: { item: string; variant?: string; addons?: string[]; quantity: number }[],
      options: { table: string; paymentType?: string },
    ): Promise<string> {
      const token = String(tokens.shift());
      const cart = lines.map((l) => {
        const item = find('menuItems', 'title', l.item);
        const variant = l.variant
          ? rows.get('variants')?.find((v) => v.itemId === item.id && v.title === l.variant)
          : undefined;
        const addons = (l.addons ?? []).map((t) => {
          const a = rows.get('addons')?.find((x) => x.itemId === item.id && x.title === t);
          if (!a) throw new Error(`addon ${t} of ${l.item}`);
          return a;
        });
        const base = Number(variant?.price ?? item.price);
        const unitPrice = addons.reduce((sum, a) => sum + Number(a.price), base);
        return {
          itemId: item.id,
          variantId: variant?.id ?? null,
          addonIds: addons.map((a) => a.id),
          quantity: l.quantity,
          notes: null,
          unitPrice,
        };
      });
      const args = {
        id: randomUUID(),
        tokenNo: token,
        businessDay: lease.businessDay,
        cart,
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        tableId: find('storeTables', 'tableTitle', options.table).id,
        itemIds: cart.map(() => randomUUID()),
        payNow: options.paymentType
          ? { invoiceId: randomUUID(), paymentTypeId: find('paymentTypes', 'title', options.paymentType).id }
          : null,
      };
      mutationId += 1;
      const pushed = await post<{ ok: boolean; results: { status: string; message?: string }[] }>(
        request,
        'push',
        {
          ...VERSIONS,
          clientId,
          deviceId,
          mutations: [{ id: mutationId, name: 'order.create.v1', args, clientTime: Date.now() }],
        },
      );
      expect(pushed.results[0], JSON.stringify(pushed)).toMatchObject({ status: 'applied' });
      return token;
    },
  };
}

async function signIn(page: Page, who: { username: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
}

test('a paid order reaches the kitchen live; the cook bumps it through to delivered and it leaves', async ({
  browser,
}) => {
  const cookContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cook = await cookContext.newPage();
  await signIn(cook, DEMO.kitchen);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();

  const tillContext = await browser.newContext();
  const counter = await tillContext.newPage();
  await signIn(counter, DEMO.admin);
  const till = await openTill(counter.request);

  const unpaid = await till.sell([{ item: 'Idli Sambar', quantity: 1 }], { table: 'T2' });
  const paid = await till.sell(
    [
      { item: 'Masala Dosa', addons: ['Extra Chutney'], quantity: 2 },
      { item: 'Masala Chai', variant: 'Cutting', quantity: 1 },
    ],
    { table: 'T1', paymentType: 'Cash' },
  );

  // no refresh: the socket's poke makes the tablet pull
  await expect(kitchen.card(paid)).toBeVisible({ timeout: 5_000 });
  await expect(kitchen.card(paid)).toContainText('T1');
  await expect(kitchen.line(paid, 'Masala Dosa')).toContainText('Extra Chutney');
  await expect(kitchen.line(paid, 'Masala Chai')).toContainText('Cutting');
  await expect(kitchen.card(unpaid)).toHaveCount(0);

  // one button per state
  await kitchen.bump(paid, 'Masala Dosa', 'Start Making');
  await expect(kitchen.line(paid, 'Masala Dosa').getByRole('button')).toHaveText('Complete');
  await kitchen.bump(paid, 'Masala Dosa', 'Complete');
  await expect(kitchen.line(paid, 'Masala Dosa').getByRole('button')).toHaveText('Delivered');
  await kitchen.bump(paid, 'Masala Dosa', 'Delivered');
  await expect(kitchen.line(paid, 'Masala Dosa').getByRole('button')).toHaveCount(0);
  await expect(kitchen.card(paid)).toBeVisible();

  await kitchen.deliverAll(paid, ['Masala Chai']);
  // it leaves; other specs' paid orders may still be on the demo kitchen, so not 'No Orders Pending!' here
  await expect(kitchen.card(paid)).toHaveCount(0);

  // the counter's orders screen agrees: the paid order is done, the unpaid one still open at T2
  const orders = new OrdersPage(counter);
  await orders.goto();
  await expect(orders.order(unpaid)).toBeVisible();
  await expect(orders.group('T2')).toContainText('Unpaid');
  await expect(orders.order(paid)).toHaveCount(0);

  await cookContext.close();
  await tillContext.close();
});
