/** Page model of /dashboard/orders: a card per table (or Delivery), group and item menus. */
import { expect, type Locator, type Page } from '@playwright/test';

export type GroupAction = 'Payment Collected' | 'Print Receipt' | 'Cancel' | 'Complete' | 'Pay & Complete';
export type ItemAction = 'Preparing' | 'Complete' | 'Delivered' | 'Cancel';

export class OrdersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/orders');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  }

  /** The card of a table ('T1'); a table-less order's card is `delivery(token)` (one per order). */
  group(title: string): Locator {
    return this.page.getByTestId('order-group').filter({
      has: this.page.getByRole('heading', { level: 2, name: new RegExp(`^${title}\\b`) }),
    });
  }

  /** The Delivery card of the table-less order with this token (OS10). */
  delivery(token: string): Locator {
    return this.page.getByTestId('order-group').filter({ has: this.order(token) });
  }

  order(token: string): Locator {
    return this.page.locator(`[data-testid="order-entry"][data-token="${token}"]`);
  }

  /** Runs a group menu action; confirmations (Cancel, Complete) are accepted. */
  async groupAction(title: string, action: GroupAction): Promise<void> {
    await this.runGroupAction(
      this.group(title).getByRole('button', { name: `Actions for ${title}` }),
      action,
    );
  }

  /** Runs the group menu of one table-less order's card (headed Delivery or Take Away, WHO8). */
  async deliveryAction(token: string, action: GroupAction): Promise<void> {
    const menu = this.delivery(token).getByRole('button', {
      name: new RegExp(`^Actions for .+ token ${token}$`),
    });
    await this.runGroupAction(menu, action);
  }

  private async runGroupAction(menu: Locator, action: GroupAction): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await menu.click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async itemAction(itemTitle: string, action: ItemAction): Promise<void> {
    await this.page
      .getByRole('button', { name: `Status of ${itemTitle}` })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async refresh(): Promise<void> {
    await this.page.getByRole('button', { name: 'Refresh' }).click();
    await expect(this.page.getByText('Orders Loaded!')).toBeVisible();
  }

  get empty(): Locator {
    return this.page.getByText('No Orders Pending!');
  }
}
