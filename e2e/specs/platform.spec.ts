/**
 * The platform (issue 7): approval of a new restaurant by the super-admin, the active-tenants CSV export,
 * and the landing page's map of nearby stores. Approval needs hosted mode, so this spec starts a second
 * server with REQUIRE_APPROVAL=true and a super-admin account (support/approval-server.ts); the landing
 * map runs against the shared single-store server, whose demo store has a location and its QR menu on.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { ConsolePage } from '../pages/tenants.page.ts';
import { type ApprovalServer, OPERATOR, startApprovalServer } from '../support/approval-server.ts';
import { parseCsv } from '../support/csv.ts';
import { DEMO, uniqueEmail } from '../support/demo.ts';

const DEMO_STORE = 'Tavola Demo Kitchen';
const APPROVAL_PORT = Number(process.env.E2E_PORT ?? 3999) - 1;

test.describe('hosted mode: approval and export', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ApprovalServer;
  const owner = {
    email: uniqueEmail('bistro'),
    password: 'bistro-2026!',
    business: `Bistro ${Date.now().toString(36)}`,
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startApprovalServer(APPROVAL_PORT);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a new restaurant awaits approval; once the super-admin approves it, the owner gets in', async ({
    browser,
  }) => {
    const ownerContext = await browser.newContext({ baseURL: server.baseURL });
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/register');
    await ownerPage.getByLabel(/business name/i).fill(owner.business);
    await ownerPage.getByLabel(/email/i).fill(owner.email);
    await ownerPage.getByLabel('Password').fill(owner.password);
    await ownerPage.getByRole('button', { name: /register|create|sign up/i }).click();
    await expect(ownerPage).toHaveURL(/\/login$/);
    await new LoginPage(ownerPage).signIn(owner.email, owner.password);
    await expect(ownerPage).toHaveURL(/\/dashboard\/inactive-subscription$/);
    await expect(ownerPage.getByText('Your account is yet to get approved')).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: 'Call Admin' })).toBeVisible();

    const opContext = await browser.newContext({ baseURL: server.baseURL });
    const opPage = await opContext.newPage();
    const console_ = new ConsolePage(opPage, server.baseURL);
    await console_.signIn(OPERATOR.username, OPERATOR.password);
    await console_.openTenants();
    await console_.tile('inactive').click();
    // ACC1: awaiting approval, not the deactivated look
    await expect(console_.row(owner.business)).toContainText('Awaiting approval');
    await expect(console_.row(owner.business)).toContainText(owner.email);
    await console_.setActive(owner.business, true);
    await console_.tile('active').click();
    await expect(console_.row(owner.business)).toContainText('Active');

    // ACC2: the waiting screen notices the approval by itself and opens the dashboard
    await expect(ownerPage).toHaveURL(/\/dashboard\/home$/, { timeout: 30_000 });
    await expect(ownerPage.getByRole('heading', { name: `Welcome, ${owner.business}!` })).toBeVisible();
    // the tenant calls that sent it away before now go through: it stays
    await ownerPage.waitForTimeout(2_000);
    await expect(ownerPage).toHaveURL(/\/dashboard\/home$/);
    await ownerContext.close();
    await opContext.close();
  });

  test('the super-admin exports the active tenants: the file is named for today and lists them', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    const console_ = new ConsolePage(page, server.baseURL);
    await console_.signIn(OPERATOR.username, OPERATOR.password);
    await console_.openTenants();
    await expect(console_.tile('active')).toHaveAttribute('aria-pressed', 'true');
    const download = await console_.exportTenants('Active');
    expect(download.suggestedFilename()).toMatch(/^Active Tenants Data - \d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(rows[0]).toEqual(['Name', 'Email', 'Status', 'Subscription Start', 'Subscription End']);
    const body = rows.slice(1);
    expect(body.map((r) => r[2])).not.toContain('Inactive');
    expect(body).toContainEqual([owner.business, owner.email, 'Active', expect.any(String), '']);
    expect(body).toContainEqual([DEMO_STORE, DEMO.admin.username, 'Active', expect.any(String), '']);
    // the same tenants as the console's own list, in its order
    const listed = await page.request.get(`${server.baseURL}/api/v1/superadmin/tenantsData/active`);
    const tenants = (await listed.json()).tenants as { name: string; email: string }[];
    expect(body.map((r) => [r[0], r[1]])).toEqual(tenants.map((t) => [t.name, t.email]));
    await context.close();
  });
});

test.describe('landing page map', () => {
  test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

  test("shows the demo store near the visitor; its View Menu opens the store's menu in a new tab", async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.marker(DEMO_STORE)).toBeVisible({ timeout: 20_000 });
    const tab = await landing.viewMenu(DEMO_STORE);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/m/demo-kitchen');
  });
});

test('without a location granted, the landing map asks for it', async ({ page }) => {
  await new LandingPage(page).goto();
  await expect(page.getByText('Allow Location to view the map.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow Location' })).toBeVisible();
});
