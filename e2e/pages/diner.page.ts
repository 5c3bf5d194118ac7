/** Page model of the diner's QR menu (/m/{qrcode}, /tm/{qrcode}/{table}): items, cart, order status, demo checkout. */
import { expect, type Locator, type Page } from '@playwright/test';

export type DinerChoice = { readonly variant?: string; readonly addons?: readonly string[] };

export class DinerPage {
  constructor(readonly page: Page) {}

  async gotoTable(qrcode: string, tableId: string): Promise<void> {
    await this.page.goto(`/tm/${qrcode}/${tableId}`);
    await expect(this.page.getByTestId('diner-item').first()).toBeVisible();
  }

  /** Presses Add on the item; with choices, picks them in the item dialog and adds to the cart. */
  async add(item: string, choice?: DinerChoice): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${item}`, exact: true }).click();
    if (!choice) return;
    const dialog = this.page.getByRole('dialog', { name: item });
    if (choice.variant) await dialog.getByRole('radio', { name: choice.variant }).check();
    for (const addon of choice.addons ?? []) await dialog.getByRole('checkbox', { name: addon }).check();
    await dialog.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(dialog).toBeHidden();
  }

  get cartCount(): Locator {
    return this.page.getByTestId('cart-count');
  }

  get cart(): Locator {
    return this.page.getByRole('dialog', { name: 'Your cart' });
  }

  async openCart(): Promise<void> {
    await this.page.getByRole('button', { name: /View Cart/ }).click();
    await expect(this.cart).toBeVisible();
  }

  /** The breakdown popup's rows as [label, amount text]. */
  async breakdown(): Promise<Record<string, string>> {
    await this.cart.getByRole('button', { name: 'Taxes and charges breakdown' }).click();
    const popup = this.page.getByRole('dialog', { name: 'Taxes & charges' });
    await expect(popup).toBeVisible();
    const rows: Record<string, string> = {};
    for (const row of await popup.locator('dl > div').all()) {
      const label = (await row.locator('dt').textContent()) ?? '';
      rows[label.trim()] = ((await row.locator('dd').textContent()) ?? '').trim();
    }
    await popup.getByRole('button', { name: 'Close' }).click();
    return rows;
  }

  async choosePayment(method: 'Billing Counter' | 'Pay Online'): Promise<void> {
    await this.cart.getByRole('button', { name: 'Change' }).click();
    await this.page
      .getByRole('dialog', { name: 'Payment method' })
      .getByRole('radio', { name: new RegExp(`^${method}`) })
      .click(); // choosing closes the dialog
    await expect(this.cart.getByTestId('payment-method-value')).toHaveText(method);
  }

  async placeOrder(): Promise<void> {
    await this.cart.getByRole('button', { name: /^Place Order/ }).click();
  }

  get status(): Locator {
    return this.page.getByRole('dialog', { name: 'Order Status' });
  }

  get statusToken(): Locator {
    return this.status.getByTestId('status-token');
  }

  /** The demo provider's page: Pay, or the failure button. */
  async settleDemoPayment(outcome: 'pay' | 'fail'): Promise<void> {
    const page = this.page.getByTestId('diner-demo-checkout');
    await expect(page).toBeVisible();
    await page
      .getByRole('button', { name: outcome === 'pay' ? /^Pay / : 'Simulate a failed payment' })
      .click();
  }

  get queued(): Locator {
    return this.page.getByTestId('queued-order');
  }

  get myOrders(): Locator {
    return this.page.getByTestId('my-order');
  }
}
