/** Accounts and the dashboard shell: registration, sign-in routing, scope guards, search, devices. */
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { DEMO, uniqueEmail } from '../support/demo.ts';
import { goOffline } from '../support/network.ts';

async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel(/business name/i).fill('Cafe Marigold');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /register|create|sign up/i }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('register, sign in and land on the dashboard home', async ({ page }) => {
  const email = uniqueEmail('owner');
  await register(page, email, 'marigold-2026');

  await new LoginPage(page).signIn(email, 'marigold-2026');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole('link', { name: 'Tax Setup' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: /POS/ })).toBeVisible();
});

test('the register form shows the spec texts for bad input', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: /register|create|sign up/i }).click();
  await expect(page.getByText('Please provide business name!')).toBeVisible();
  await page.getByLabel(/business name/i).fill('Cafe');
  await page.getByLabel(/email/i).fill('not-an-email');
  await page.getByLabel('Password').fill('long-enough-pw');
  await page.getByRole('button', { name: /register|create|sign up/i }).click();
  await expect(page.getByText('Please provide valid email!')).toBeVisible();
});

test('a kitchen-only user sees only its entries and is sent to /no-access from POS', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.kitchen.username, DEMO.kitchen.password);
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/); // PERM7: a kitchen-only user lands on its board
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'All of Kitchen' })).toBeVisible();
  for (const hidden of ['POS', 'Orders', 'Invoices', 'Reports', 'Settings', 'Users']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await page.goto('/dashboard/pos');
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(
    page.getByText("Oops! You don't have access to this area! Relogin to check again."),
  ).toBeVisible();
});

test('Ctrl+K finds "Tax Setup" for an admin', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Search...');
  await expect(search).toBeVisible();
  await search.fill('tax');
  await page.getByRole('link', { name: 'Tax Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/tax-setup$/);
});

test('the search modal closes with Escape and hides settings from a kitchen user', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.kitchen.username, DEMO.kitchen.password);
  await expect(page).toHaveURL(/\/dashboard\/kitchen$/); // PERM7: a kitchen-only user lands on its board
  await page.keyboard.press('Control+k');
  const search = page.getByPlaceholder('Search...');
  await search.fill('tax');
  await expect(page.getByRole('link', { name: 'Tax Setup' })).toHaveCount(0);
  await search.fill('dev');
  await expect(page.getByRole('link', { name: 'Devices' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('revoking a device from one browser signs the other out', async ({ browser }) => {
  const email = uniqueEmail('devices');
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await register(a, email, 'two-tills-2026');
  for (const p of [a, b]) {
    const login = new LoginPage(p);
    await login.goto();
    await login.signIn(email, 'two-tills-2026');
    await expect(p).toHaveURL(/\/dashboard\/home$/);
  }
  await a.goto('/dashboard/devices');
  await expect(a.getByText('This Device')).toBeVisible();
  a.on('dialog', (d) => {
    expect(d.message()).toBe('Are you sure! This device will be logged out!');
    void d.accept();
  });
  // Only the other browser's session can be removed: the current one has no remove button.
  await expect(a.getByRole('button', { name: /remove/i })).toHaveCount(1);
  await a.getByRole('button', { name: /remove/i }).click();
  await expect(a.getByRole('button', { name: /remove/i })).toHaveCount(0);

  // The revoked browser is signed out: its live socket closes at once and its refresh is refused, so it
  // lands on /login (or on / when it opens a guarded page after the marker cookie is already gone).
  await b.goto('/dashboard/devices');
  await expect(b).toHaveURL(/\/(login)?$/);
  await expect
    .poll(async () => (await second.cookies()).some((c) => c.name.endsWith('authenticated')))
    .toBe(false);
  await b.goto('/dashboard/home');
  await expect(b).not.toHaveURL(/\/dashboard\//);
  await first.close();
  await second.close();
});

test('the app shell loads with the network off after the first visit', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await goOffline(context);
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.goto('/register');
  await expect(page.getByLabel(/business name/i)).toBeVisible();
  await context.close();
});
