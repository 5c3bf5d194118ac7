/**
 * What the bill-operation specs (bill-operations, bill-day) do alike: the owner's approval PIN, the manager's
 * approval on the till, a signed-in tablet, a POS ready to sell offline, and a split payment card + cash.
 */
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { PosPage } from '../pages/pos.page.ts';
import { signIn } from './sign-in.ts';

export const APPROVAL_PIN = '2468';
export const TABLET = { width: 1024, height: 768 };

/** A new browser context at tablet size, signed in as `who`. */
export async function signedIn(browser: Browser, who: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** The owner sets the approval PIN on the profile (APPR1): a manager's approval on any till asks for it. */
export async function setApprovalPin(owner: Page): Promise<void> {
  await owner.goto('/dashboard/profile');
  const card = owner.getByTestId('approval-pin-card');
  await card.getByTestId('new-pin').fill(APPROVAL_PIN);
  await card.getByTestId('repeat-pin').fill(APPROVAL_PIN);
  await card.getByTestId('save-pin').click();
  await expect(owner.getByText('Your approval PIN is set!')).toBeVisible();
}

/** The manager approves on the till with the PIN (checked offline against the synced verifier). */
export async function approve(till: Page): Promise<void> {
  const approval = till.getByTestId('approval-dialog');
  await approval.getByTestId('approval-pin').fill(APPROVAL_PIN);
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
}

/** The POS with the demo menu, synced, its service worker ready (so the till keeps working offline). */
export async function readyPos(till: Page): Promise<PosPage> {
  const pos = new PosPage(till);
  await pos.goto();
  await pos.waitForMenu('Masala Dosa');
  await expect(pos.syncState).toHaveText('Online', { timeout: 30_000 });
  await till.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return pos;
}

/** TEND1-TEND2 in a pay dialog: `card` by card, `cash` handed over in cash, the change shown. */
export async function payCardAndCash(dialog: Locator, card: string, cash: string): Promise<void> {
  await dialog.getByTestId('split-payment').click();
  const rows = dialog.getByTestId('tender-row');
  await rows.nth(0).getByTestId('tender-type').selectOption({ label: 'Card' });
  await rows.nth(0).getByTestId('tender-amount').fill(card);
  await dialog.getByTestId('tender-add').click();
  await rows.nth(1).getByTestId('tender-type').selectOption({ label: 'Cash' });
  await rows.nth(1).getByTestId('tender-amount').fill(cash);
  await expect(dialog.getByTestId('tender-state')).toContainText('Change');
}
