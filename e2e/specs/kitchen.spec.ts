/**
 * The kitchen display (issue 5): a cook's tablet shows a paid order the moment a till sends it, without a
 * refresh, never an unpaid one; the cook bumps each line Start Making → Complete → Delivered and the order
 * leaves the board when every line is delivered. The till here is the admin's browser context speaking the
 * sync protocol itself (e2e/support/sync-till.ts), as a till does.
 */
import { expect, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { OrdersPage } from '../pages/orders.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';
import { openSyncTill } from '../support/sync-till.ts';

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
  const till = await openSyncTill(counter.request);

  const unpaid = await till.sell([{ item: 'Idli Sambar', quantity: 1 }], { table: 'T2' });
  const paid = await till.sell(
    [
      { item: 'Masala Dosa', addons: ['Extra Chutney'], quantity: 2 },
      { item: 'Masala Chai', variant: 'Cutting', quantity: 1 },
    ],
    { table: 'T1', paidWith: 'Cash' },
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
