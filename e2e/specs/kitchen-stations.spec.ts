/**
 * Kitchen stations and the expo (issue 33 item 1, ADR 0057; KDS4-KDS6): two kitchen screens set to different
 * stations and an expo screen, three browser contexts. A paid order of a kitchen dish (Idli Sambar, Breakfast →
 * Kitchen) and a bar drink (Fresh Lime Soda, Drinks → Bar in the demo seed) shows each half on its screen and the
 * whole on the expo; bumping both halves to ready makes the expo's order ready, and serving it there clears it.
 * KDS6: tickets aged by their sale time turn amber and red on the station's minutes, on a wall whose clock is off.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { businessDaysRange, businessToday, type StoreClock } from '@tavola/shared';
import { KitchenPage } from '../pages/kitchen.page.ts';
import { LoginPage } from '../pages/login.page.ts';
import { PosPage } from '../pages/pos.page.ts';
import { clearOfDayStart } from '../support/business-day.ts';
import { DEMO } from '../support/demo.ts';
import { openSyncTill } from '../support/sync-till.ts';

const MINUTE = 60_000;

async function signedIn(
  browser: Browser,
  who: { username: string; password: string },
  size = { width: 1024, height: 768 },
) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return { context, page };
}

/**
 * LEFT6: makes the store's business day have begun at least `needMs` ago without waiting on the wall clock: when
 * it began later, the store's day start moves an hour earlier (today's business date stays the same) until the
 * returned restore runs. Only when that would change the date (a day start near midnight) does it wait instead.
 */
async function dayBegunAtLeast(request: APIRequestContext, needMs: number): Promise<() => Promise<void>> {
  const store = (await (await request.get('/api/v1/settings/store-setting')).json()).storeSettings;
  const clock: StoreClock = { timeZone: store.timeZone, dayStart: store.dayStart };
  const begunAgo = (c: StoreClock, now = Date.now()) => {
    const today = businessToday(now, c);
    return { today, ago: now - businessDaysRange(today, today, c).from };
  };
  const now = begunAgo(clock);
  if (now.ago >= needMs) return async () => {};
  const [h, m] = (store.dayStart as string).split(':').map(Number) as [number, number];
  const earlier = {
    ...clock,
    dayStart: `${String((h + 23) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
  };
  const moved = begunAgo(earlier);
  if (moved.today !== now.today || moved.ago < needMs) {
    await clearOfDayStart(needMs, clock);
    return async () => {};
  }
  const save = async (dayStart: string) => {
    const res = await request.post('/api/v1/settings/store-setting', {
      data: {
        storeName: store.storeName,
        address: store.address,
        phone: store.phone,
        email: store.email,
        currency: store.currency,
        isQRMenuEnabled: store.isQRMenuEnabled,
        dayStart,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await save(earlier.dayStart);
  return () => save(clock.dayStart);
}

/** KDS4: sets the screen to `choice` (a station's title, or 'Expo') from the header's picker. */
async function showOnly(page: Page, choice: string) {
  await page.getByRole('button', { name: /^Showing:/ }).click();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page.getByRole('button', { name: `Showing: ${choice}` })).toBeVisible();
  await page.getByRole('button', { name: `Showing: ${choice}` }).click(); // close the picker
}

test('two station screens show their halves, the expo the whole order, served once both are ready', async ({
  browser,
}) => {
  // one after another: three sign-ins and first syncs at once starved a loaded CI machine (a picker timed out)
  const screens = [];
  for (const choice of ['Kitchen', 'Bar', 'Expo']) {
    const s = await signedIn(browser, DEMO.kitchen);
    await new KitchenPage(s.page).goto();
    await showOnly(s.page, choice);
    screens.push({ ...s, kitchen: new KitchenPage(s.page) });
  }
  const [line, bar, expo] = screens as [(typeof screens)[0], (typeof screens)[0], (typeof screens)[0]];

  const till = await signedIn(browser, DEMO.cashier, { width: 1280, height: 800 });
  const pos = new PosPage(till.page);
  await pos.goto();
  await pos.waitForMenu('Idli Sambar');
  await pos.add('Idli Sambar');
  await pos.add('Fresh Lime Soda');
  const paid = await pos.payAndSend();

  // each station its half
  await expect(line.kitchen.line(paid.token, 'Idli Sambar')).toBeVisible({ timeout: 15_000 });
  await expect(line.kitchen.card(paid.token).getByTestId('kitchen-line')).toHaveCount(1);
  await expect(bar.kitchen.line(paid.token, 'Fresh Lime Soda')).toBeVisible({ timeout: 15_000 });
  await expect(bar.kitchen.card(paid.token).getByTestId('kitchen-line')).toHaveCount(1);
  // the expo the whole, with each station's progress and the ticket's age
  const ticket = expo.kitchen.card(paid.token);
  await expect(ticket.getByTestId('expo-line')).toHaveCount(2, { timeout: 15_000 });
  await expect(ticket.getByTestId('expo-progress')).toHaveText('Bar 0/1 ready · Kitchen 0/1 ready');
  await expect(ticket.getByTestId('ticket-age')).toHaveText(/^Waiting \d\d:\d\d/);
  await expect(ticket.getByRole('button', { name: /^Serve/ })).toHaveCount(0);

  // the kitchen bumps its half to ready: it leaves the kitchen screen, the expo counts it
  await line.kitchen.bumpTicket(paid.token, 'Start Making');
  await line.kitchen.bumpTicket(paid.token, 'Complete');
  await expect(line.kitchen.card(paid.token)).toHaveCount(0);
  await expect(ticket.getByTestId('expo-progress')).toHaveText('Bar 0/1 ready · Kitchen ✓');
  await expect(bar.kitchen.card(paid.token)).toBeVisible();

  await bar.kitchen.bumpTicket(paid.token, 'Start Making');
  await bar.kitchen.bumpTicket(paid.token, 'Complete');
  await expect(bar.kitchen.card(paid.token)).toHaveCount(0);
  await expect(ticket.getByTestId('expo-progress')).toHaveText('Bar ✓ · Kitchen ✓');

  // the expo serves the order: it leaves every screen
  await ticket.getByRole('button', { name: `Serve: all of Token ${paid.token}` }).click();
  await expect(ticket).toHaveCount(0);
  await expect(line.kitchen.card(paid.token)).toHaveCount(0);

  // KDS4: a screen remembers its station after a reload
  await bar.page.reload();
  await expect(bar.page.getByRole('button', { name: 'Showing: Bar' })).toBeVisible();

  for (const s of [...screens, till]) await s.context.close();
});

// STN4 on the server's clock (ADR 0078): the wall's own clock runs 10 minutes fast, which it must not show; the
// tickets are aged by their sale time instead (TILL1: a till's offline sale keeps it), so the real screen measures
// the real server's stamps. Faking the wall's clock alone no longer ages a ticket: the wall corrects for it.
test('[KDS6][STN4][LEFT6] on a wall 10 minutes fast, tickets sent now, 10½ and 20½ minutes ago are on time, amber past the station’s warn minutes and red past its late ones', async ({
  browser,
}) => {
  const counter = await signedIn(browser, DEMO.admin, { width: 1280, height: 800 });
  // the oldest sale must fall in today's business day, or it is stamped now (TILL1)
  const restoreDayStart = await dayBegunAtLeast(counter.page.request, 21 * MINUTE);
  try {
    const cook = await signedIn(browser, DEMO.kitchen);
    await cook.context.clock.install({ time: Date.now() + 10 * MINUTE });
    const wall = new KitchenPage(cook.page);
    await wall.goto();
    await showOnly(cook.page, 'Kitchen');

    const till = await openSyncTill(counter.page.request, 'KDS6 till');
    const table = await till.table('K6-');
    const sell = (ago: number) =>
      till.sell(['Idli Sambar'], { table, paidWith: 'Cash', soldAt: Date.now() - ago });
    const tokens = { fresh: await sell(0), warn: await sell(10.5 * MINUTE), late: await sell(20.5 * MINUTE) };

    // the demo's Kitchen station: amber after 10 minutes, red after 20 (seed)
    const age = (token: string) => wall.card(token).getByTestId('ticket-age');
    await expect(age(tokens.fresh)).toHaveText(/^Waiting 00:\d\d$/, { timeout: 15_000 });
    await expect(age(tokens.fresh)).toHaveAttribute('data-level', 'fresh');
    await expect(age(tokens.warn)).toHaveText(/^Waiting 10:[3-5]\d, running late$/);
    await expect(age(tokens.warn)).toHaveAttribute('data-level', 'warn');
    await expect(age(tokens.late)).toHaveText(/^Waiting 20:[3-5]\d, late$/);
    await expect(age(tokens.late)).toHaveAttribute('data-level', 'late');
    await cook.page.screenshot({ path: '/tmp/kitchen-late-1024.png' });
    await cook.context.close();
  } finally {
    await restoreDayStart();
    await counter.context.close();
  }
});
