/**
 * The kitchen display on a wall tablet (issue 33, ADR 0056): at 1024x768 the board shows the all-day panel
 * (KDS2) counting what a cashier just rang up and paid, and tapping a ticket's header bumps it (KDS3).
 */
import { expect, test } from '@playwright/test';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';

test('the wall board counts a paid order all day and a tap on its ticket header bumps it', async ({
  browser,
}) => {
  const cookContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const cook = await cookContext.newPage();
  const cookLogin = new LoginPage(cook);
  await cookLogin.goto();
  await cookLogin.signIn(DEMO.kitchen.username, DEMO.kitchen.password);
  await expect(cook).toHaveURL(/\/dashboard\//);
  const kitchen = new KitchenPage(cook);
  await kitchen.goto();
  await expect(cook.getByRole('complementary', { name: 'All day' })).toBeVisible();
  // other specs' paid orders may be on the demo kitchen: count from what is there now
  const before = await kitchen.allDayCount('Butter Chicken (Large)');

  const tillContext = await browser.newContext();
  const counter = await tillContext.newPage();
  const login = new LoginPage(counter);
  await login.goto();
  await login.signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(counter).toHaveURL(/\/dashboard\//);
  const pos = new PosPage(counter);
  await pos.goto();
  await pos.waitForMenu('Butter Chicken');
  await pos.add('Butter Chicken', { variant: 'Large' });
  await pos.add('Butter Chicken', { variant: 'Large' });
  await pos.add('Masala Chai');
  const paid = await pos.payAndSend();

  await expect(kitchen.card(paid.token)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => kitchen.allDayCount('Butter Chicken (Large)')).toBe(before + 2);

  await kitchen.bumpTicket(paid.token, 'Start Making');
  const lines = kitchen.card(paid.token).getByTestId('kitchen-line');
  await expect(lines.first()).toHaveAttribute('data-status', 'preparing');
  await expect(lines.last()).toHaveAttribute('data-status', 'preparing');
  await kitchen.bumpTicket(paid.token, 'Complete');
  await kitchen.bumpTicket(paid.token, 'Delivered');
  await expect(kitchen.card(paid.token)).toHaveCount(0);
  await expect.poll(() => kitchen.allDayCount('Butter Chicken (Large)')).toBe(before);

  await cookContext.close();
  await tillContext.close();
});
