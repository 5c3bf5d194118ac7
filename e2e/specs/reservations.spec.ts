/**
 * Reservations (VAL11, RES1): the Add Reservation dialog refuses each invalid booking with the
 * spec's text, then a valid booking for later today shows on the dashboard home's reservations of today.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { clearOfDayTurn, untilDayTurns, wallInput } from '../support/business-day.ts';
import { DEMO } from '../support/demo.ts';
import { goOffline, goOnline } from '../support/network.ts';

/** How long the test needs inside one business day, and the most it books ahead. */
const NEEDED_MS = 5 * 60_000;
const AHEAD_MS = 20 * 60_000;

async function addCustomer(page: Page, phone: string, name: string) {
  await page.goto('/dashboard/customers');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs the cashier in and adds a customer of a fresh phone number; returns the phone and the name. */
async function cashierWithCustomer(page: Page): Promise<{ phone: string; name: string }> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.cashier.username, DEMO.cashier.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  const phone = `97${Date.now().toString().slice(-8)}`;
  const name = `Meera ${phone.slice(-4)}`;
  await addCustomer(page, phone, name);
  return { phone, name };
}

/**
 * A booking time later today: at most AHEAD_MS ahead and a minute and a half before the business day turns (the
 * field keeps whole minutes, so the booking is still ahead of now when saved).
 */
const laterToday = (): string => wallInput(Date.now() + Math.min(AHEAD_MS, untilDayTurns() - 90_000));

const expectMessage = async (dialog: Locator, message: string) =>
  expect(dialog.getByText(message, { exact: true })).toBeVisible();

test("each invalid booking shows the spec's text; a valid one is on today's home", async ({ page }) => {
  await clearOfDayTurn(NEEDED_MS);
  const { phone, name } = await cashierWithCustomer(page);

  await page.goto('/dashboard/reservation');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Reservation' });
  const save = dialog.getByRole('button', { name: 'Save' });

  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expectMessage(dialog, 'Please provide customer phone number to search!');

  await save.click();
  await expectMessage(dialog, 'Please select customer!');

  await dialog.getByLabel('Customer Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog.getByTestId('selected-customer')).toContainText(name);

  await save.click();
  await expectMessage(dialog, 'Please select date & time!');

  await dialog.getByLabel('Date & Time').fill(wallInput(Date.now() - 24 * 3_600_000));
  await save.click();
  await expectMessage(dialog, 'Please select a date & time from now on!');

  await dialog.getByLabel('Date & Time').fill(laterToday());
  await dialog.getByLabel('People Count').fill('-1');
  await save.click();
  await expectMessage(dialog, 'Please provide valid people count!');

  await dialog.getByLabel('People Count').fill('4');
  await dialog.getByLabel('Notes').fill('Window seat');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('reservation-card').filter({ hasText: name })).toBeVisible();

  await page.goto('/dashboard');
  const today = page.getByTestId('home-reservations');
  await expect(today.getByRole('listitem').filter({ hasText: name })).toContainText('4 people', {
    timeout: 15_000,
  });
});

test("a booking made offline shows on today's home once the till is back online, without a reload", async ({
  page,
  context,
}) => {
  await clearOfDayTurn(NEEDED_MS);
  const { phone, name } = await cashierWithCustomer(page);
  const nav = (label: string) =>
    page.getByRole('link', { name: label, exact: true }).click({ timeout: 10_000 });
  const home = page.getByTestId('home-reservations');
  await page.goto('/dashboard/home');
  await expect(home).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // in the same session, as a cashier would: the network drops, a booking is made, the home is opened again
  await nav('Reservation');
  await goOffline(context);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Reservation' });
  await dialog.getByLabel('Customer Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog.getByTestId('selected-customer')).toContainText(name);
  await dialog.getByLabel('Date & Time').fill(laterToday());
  await dialog.getByLabel('People Count').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('reservation-card').filter({ hasText: name })).toBeVisible();
  await nav('Dashboard');
  await expect(home).toBeVisible();
  await expect(home.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // back online: the booking reaches the server and the home shows it
  await goOnline(context);
  await expect(home.getByRole('listitem').filter({ hasText: name })).toContainText('2 people', {
    timeout: 15_000,
  });
});
