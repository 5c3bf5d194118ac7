/**
 * The kitchen flow (issue 33, ADR 0058): with the store's setting on, a dine-in order reaches the kitchen when sent,
 * before payment (KDS10); a bumped ticket comes back from the recall strip and a step is undone from its toast
 * (KDS12, KDS14); a held main course shows greyed until the waiter fires it from the Orders screen or the till
 * (CRS3). The till is the admin's browser context speaking the sync protocol, as in kitchen.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';

type Row = Record<string, unknown> & { id: string };
type PullPage = { cookie: number; more: boolean; patch: { table: string; op: string; row?: Row }[] };
const VERSIONS = { protocolVersion: 1, schemaVersion: 1 } as const;
const SETTING = 'Kitchen shows dine-in orders before payment';

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await request.post(`/api/v1/sync/${path}`, { data: body });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A till on the admin's session: it sells dine-in orders of plain items, each line with an optional course. */
async function openTill(request: APIRequestContext) {
  const clientId = randomUUID();
  const { deviceId } = await post<{ deviceId: string }>(request, 'register-device', {
    name: 'e2e flow till',
  });
  const lease = await post<{ businessDay: string; leases: { start: number; end: number }[] }>(
    request,
    'lease',
    {
      deviceId,
    },
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
  return {
    async sell(lines: { item: string; course?: string }[], options: { table: string; paid: boolean }) {
      const token = String(tokens.shift());
      const cart = lines.map((l) => {
        const item = find('menuItems', 'title', l.item);
        return {
          itemId: item.id,
          variantId: null,
          addonIds: [],
          quantity: 1,
          notes: null,
          unitPrice: Number(item.price),
          ...(l.course ? { course: l.course } : {}),
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
        payNow: options.paid
          ? { invoiceId: randomUUID(), paymentTypeId: find('paymentTypes', 'title', 'Cash').id }
          : null,
      };
      mutationId += 1;
      const pushed = await post<{ results: { status: string }[] }>(request, 'push', {
        ...VERSIONS,
        clientId,
        deviceId,
        mutations: [{ id: mutationId, name: 'order.create.v1', args, clientTime: Date.now() }],
      });
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

async function openKitchen(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cook = await context.newPage();
  await signIn(cook, DEMO.kitchen);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();
  return { context, cook, kitchen };
}

async function openCounter(browser: Browser) {
  const context = await browser.newContext();
  const counter = await context.newPage();
  await signIn(counter, DEMO.admin);
  return { context, counter, till: await openTill(counter.request) };
}

/** Settings → Store Details: the kitchen switch set to `on`, saved. */
async function setKitchenRule(page: Page, on: boolean) {
  await page.goto('/dashboard/settings');
  const toggle = page.getByRole('switch', { name: SETTING });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Store details saved successfully!')).toBeVisible();
}

test('[KDS10] with the setting on, a dine-in order reaches the kitchen when sent, before payment', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const before = await till.sell([{ item: 'Idli Sambar' }], { table: 'T3', paid: false });
    await setKitchenRule(counter, true);
    // the rule changed: the kitchen starts again from the server and gets the order sent before
    await expect(kitchen.card(before)).toBeVisible({ timeout: 10_000 });
    const sent = await till.sell([{ item: 'Masala Dosa' }], { table: 'T4', paid: false });
    await expect(kitchen.card(sent)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(sent, 'Masala Dosa', 'Start Making');
    await kitchen.bump(sent, 'Masala Dosa', 'Complete');
    await cook.getByRole('button', { name: 'Delivered: Masala Dosa' }).click();
    await expect(cook.getByText('Please complete the payment')).toBeVisible();
    await cook.screenshot({ path: '/tmp/kf/kitchen-unpaid.png' });
  } finally {
    await setKitchenRule(counter, false);
    await cookContext.close();
    await counterContext.close();
  }
});

test('[KDS12][KDS14] a step is undone from its toast; a bumped ticket comes back from the recall strip', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, till } = await openCounter(browser);
  try {
    const token = await till.sell([{ item: 'Idli Sambar' }], { table: 'R1', paid: true });
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(token, 'Idli Sambar', 'Start Making');
    await cook.getByTestId('kitchen-undo').getByRole('button', { name: 'Undo' }).click();
    await expect(kitchen.line(token, 'Idli Sambar').getByRole('button')).toHaveText('Start Making');

    await kitchen.deliverAll(token, ['Idli Sambar']);
    await expect(kitchen.card(token)).toHaveCount(0);
    const recall = cook.getByRole('button', { name: `Recall ticket ${token}` });
    await expect(recall).toBeVisible();
    await cook.screenshot({ path: '/tmp/kf/kitchen-recall.png' });
    await recall.click();
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await expect(kitchen.line(token, 'Idli Sambar').getByRole('button')).toHaveText('Delivered');
    await expect(recall).toHaveCount(0);
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});

test('[CRS2][CRS3] a held main course is greyed on the kitchen until fired from the Orders screen', async ({
  browser,
}) => {
  const { context: cookContext, kitchen, cook } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const token = await till.sell(
      [
        { item: 'Veg Spring Rolls', course: 'starter' },
        { item: 'Masala Dosa', course: 'main' },
      ],
      { table: 'R2', paid: true },
    );
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    const main = kitchen.line(token, 'Masala Dosa');
    await expect(main).toHaveAttribute('data-held', 'true');
    await expect(main).toContainText('Held · Main');
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(kitchen.line(token, 'Veg Spring Rolls').getByRole('button')).toHaveText('Start Making');
    await cook.setViewportSize({ width: 1024, height: 768 });
    await cook.screenshot({ path: '/tmp/kf/kitchen-held.png' });

    const orders = new OrdersPage(counter);
    await orders.goto();
    await orders.order(token).getByRole('button', { name: 'Fire Main' }).click();
    await expect(counter.getByText('Main fired')).toBeVisible();
    await expect(orders.order(token).getByRole('button', { name: 'Fire Main' })).toHaveCount(0);

    await expect(main).not.toHaveAttribute('data-held', /.*/, { timeout: 5_000 });
    await expect(main.getByRole('button')).toHaveText('Start Making');
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});

test('[CRS3] the till fires the held main of the table it has chosen', async ({ browser }) => {
  const { context: cookContext, kitchen } = await openKitchen(browser);
  const { context: counterContext, counter, till } = await openCounter(browser);
  try {
    const token = await till.sell(
      [
        { item: 'Veg Spring Rolls', course: 'starter' },
        { item: 'Masala Dosa', course: 'main' },
      ],
      { table: 'T2', paid: true },
    );
    await expect(kitchen.card(token)).toBeVisible({ timeout: 5_000 });
    await kitchen.bump(token, 'Veg Spring Rolls', 'Start Making');
    await kitchen.bump(token, 'Veg Spring Rolls', 'Complete');
    const main = kitchen.line(token, 'Masala Dosa');
    await expect(main).toHaveAttribute('data-held', 'true');

    const pos = new PosPage(counter);
    await counter.setViewportSize({ width: 1024, height: 768 });
    await pos.goto();
    await pos.waitForMenu('Masala Dosa');
    const table = counter.getByLabel('Table', { exact: true });
    await table.selectOption({
      label: (await table.locator('option', { hasText: /^T2 - / }).textContent()) ?? '',
    });
    const fire = counter
      .getByTestId('till-fire')
      .locator('.pos-table-fire-order', { hasText: `Token ${token}` });
    await expect(fire).toBeVisible();
    await counter.screenshot({ path: '/tmp/kf/till-fire-tablet.png' });
    await fire.getByRole('button', { name: 'Fire Main' }).click();
    await expect(counter.getByText('Main fired')).toBeVisible();
    await expect(fire).toHaveCount(0);
    await expect(main).not.toHaveAttribute('data-held', /.*/, { timeout: 5_000 });
    await expect(main.getByRole('button')).toHaveText('Start Making');
  } finally {
    await cookContext.close();
    await counterContext.close();
  }
});
