/** Page model of /dashboard/pos: the menu grid, the picker, the cart, the send summary and the token dialog. */
import { expect, type Locator, type Page } from '@playwright/test';

export type Choice = { readonly variant?: string; readonly addons?: readonly string[] };
export type Sent = { readonly token: string; readonly orderId: string };
export type Paid = Sent & { readonly payable: string };
/** `printToken`: press the token dialog's Print Token before closing it (a print window opens). */
export type SendOptions = { readonly printToken?: boolean };
export type PayOptions = SendOptions & { readonly credit?: boolean };

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
    // the card says whether the item has options (and so whether Add opens the picker); no race on the dialog
    const counts = this.page
      .getByTestId('pos-item')
      .filter({ has: this.addButton(item) })
      .locator('.pos-item-counts');
    const hasOptions = !/^0 Variants0 Addons$/.test((await counts.textContent()) ?? '');
    await this.addButton(item).click();
    const picker = this.page.getByRole('dialog', { name: item });
    if (!hasOptions) {
      await expect(picker).toBeHidden();
      return;
    }
    await expect(picker).toBeVisible();
    if (choice?.variant) await picker.getByRole('radio', { name: new RegExp(`^${choice.variant}`) }).check();
    for (const addon of choice?.addons ?? []) {
      await picker.getByRole('checkbox', { name: new RegExp(`^${addon}`) }).check();
    }
    await picker.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(picker).toBeHidden();
  }

  /** Send to Kitchen → summary → Confirm; returns what the print-token dialog shows. */
  async sendToKitchen(options: SendOptions = {}): Promise<Sent> {
    await this.page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
    const summary = this.page.getByRole('dialog', { name: 'Send to Kitchen' });
    await expect(summary.getByTestId('payable-total')).toBeVisible();
    await summary.getByRole('button', { name: 'Confirm' }).click();
    return this.tokenShown(options);
  }

  /** Create Receipt & Pay → summary (first payment type, or Credit) → Pay & Send: a paid order for the kitchen. */
  async payAndSend(options: PayOptions = {}): Promise<Paid> {
    await this.page.getByRole('button', { name: 'Create Receipt & Pay', exact: true }).click();
    const summary = this.page.getByRole('dialog', { name: 'Create Receipt & Pay' });
    await expect(summary).toBeVisible();
    const payable = (await summary.getByTestId('payable-total').textContent()) ?? '';
    if (options.credit) await summary.getByRole('switch', { name: 'Credit' }).check();
    await summary.getByRole('button', { name: 'Pay & Send' }).click();
    return { ...(await this.tokenShown(options)), payable };
  }

  /** Dining Option: 'Dine-In', 'Delivery' or 'Take Away'. */
  async diningOption(label: 'Dine-In' | 'Delivery' | 'Take Away'): Promise<void> {
    await this.page.getByLabel('Dining Option').selectOption({ label });
  }

  /** Search Customer by phone and pick the one named `name`. */
  async chooseCustomer(phone: string, name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Search Customer' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Search Customer' });
    await dialog.getByLabel('Phone').fill(phone);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(this.page.getByTestId('pos-customer')).toContainText(name);
  }

  private async tokenShown(options: SendOptions): Promise<Sent> {
    const sent = this.page.getByRole('dialog', { name: 'Order sent to Kitchen!' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('button', { name: 'Print Token' })).toBeVisible();
    const token = (await sent.getByTestId('token-number').textContent()) ?? '';
    const orderId = (await sent.getByTestId('order-id').textContent()) ?? '';
    if (options.printToken) await sent.getByRole('button', { name: 'Print Token' }).click();
    await sent.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(sent).toBeHidden();
    return { token, orderId };
  }
}
