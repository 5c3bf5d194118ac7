/**
 * Tokens a diner can read aloud (TOK8, TOK9; ADR 0049): signing in reserves no numbers. The owner's till, the
 * kitchen tablet and the cashier's till all sign in, then the tills ring up sales online: each sale takes the
 * next number of the day, whichever till rings it up, with no gaps (on a fresh server: 1, 2, 3, 4).
 * It expects the demo store's print settings as seeded (Enable Print off: the token dialog).
 */
import { expect, type Page, test } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { clearOfDayTurn } from '../support/business-day.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/** The numbers start again each business day: the sign-ins and sales must fall in one. */
const NEEDED_MS = 2 * 60_000;

async function openTill(page: Page, who: { username: string; password: string }): Promise<PosPage> {
  await signIn(page, who);
  const pos = new PosPage(page);
  await pos.goto();
  await pos.waitForMenu('Idli Sambar');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  return pos;
}

test('tokens 1, 2, 3 across several staff sign-ins: every sale online takes the next number of the day', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await clearOfDayTurn(NEEDED_MS);
  const [owner, kitchen, cashier] = await Promise.all([1, 2, 3].map(() => browser.newContext()));
  if (!owner || !kitchen || !cashier) throw new Error('no browser contexts');
  const ownerTill = await openTill(await owner.newPage(), DEMO.admin);
  const kitchenPage = await kitchen.newPage();
  await signIn(kitchenPage, DEMO.kitchen);
  const cashierTill = await openTill(await cashier.newPage(), DEMO.cashier);

  const sell = async (pos: PosPage) => {
    await pos.add('Idli Sambar');
    return Number((await pos.sendToKitchen()).token);
  };
  const first = await sell(cashierTill);
  const tokens = [first, await sell(ownerTill), await sell(cashierTill), await sell(cashierTill)];
  // whichever till and however many sign-ins: the next number each time, no block reserved in between
  expect(tokens).toEqual([first, first + 1, first + 2, first + 3]);

  for (const c of [owner, kitchen, cashier]) await c.close();
});
