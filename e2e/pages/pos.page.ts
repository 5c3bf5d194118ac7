/** Page model of /dashboard/pos: the menu grid, the picker, the cart, the send summary and the token dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

export type Choice = { readonly variant?: string; readonly addons?: readonly string[] };
export type Sent = { readonly token: string; readonly orderId: string };

export class PosPage {
  constructor(private readonly page: Page) {}

  get syncState(): Locator {
    return this.page.getByTestId('sync-state');
  }

  get cartLines(): Locator {
    return this.page.getByTestId('cart-line');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/pos');
    await expect(this.page.getByRole('heading', { name: 'POS - Point of Sale' })).toBeVisible();
  }

  /** The menu arrives with the first sync. */
  async waitForMenu(item: string): Promise<void> {
    await expect(this.addButton(item)).toBeVisible({ timeout: 30_000 });
  }

  addButton(item: string): Locator {
    return this.page.getByRole('button', { name: `Add ${item}`, exact: true });
  }

  /** Adds an item; one with variants or addons goes through the picker (the first variant unless `variant`). */
  async add(item: string, choice?: Choice): Promise<void> {
    await this.addButton(item).click();
    const picker = this.page.getByRole('dialog', { name: item });
    if (!choice && !(await picker.isVisible())) return;
    await expect(picker).toBeVisible();
    if (choice?.variant) await picker.getByRole('radio', { name: new RegExp(`^${choice.variant}`) }).check();
    for (const addon of choice?.addons ?? []) {
      await picker.getByRole('checkbox', { name: new RegExp(`^${addon}`) }).check();
    }
    await picker.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(picker).toBeHidden();
  }

  /** Send to Kitchen → summary → Confirm; returns what the print-token dialog shows. */
  async sendToKitchen(): Promise<Sent> {
    await this.page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
    const summary = this.page.getByRole('dialog', { name: 'Send to Kitchen' });
    await expect(summary.getByTestId('payable-total')).toBeVisible();
    await summary.getByRole('button', { name: 'Confirm' }).click();
    return this.tokenShown();
  }

  /** Create Receipt & Pay → summary (first payment type) → Pay & Send: a paid order for the kitchen. */
  async payAndSend(): Promise<Sent> {
    await this.page.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
    const summary = this.page.getByRole('dialog', { name: 'Create Receipt & Pay' });
    await expect(summary).toBeVisible();
    await summary.getByRole('button', { name: 'Pay & Send' }).click();
    return this.tokenShown();
  }

  private async tokenShown(): Promise<Sent> {
    const sent = this.page.getByRole('dialog', { name: 'Order sent to Kitchen!' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('button', { name: 'Print Token' })).toBeVisible();
    const token = (await sent.getByTestId('token-number').textContent()) ?? '';
    const orderId = (await sent.getByTestId('order-id').textContent()) ?? '';
    await sent.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(sent).toBeHidden();
    return { token, orderId };
  }
}
