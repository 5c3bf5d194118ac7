/** Page model of the settings area as a new owner fills it in: categories, taxes, menu items, tables. */
import { expect, type Locator, type Page } from '@playwright/test';

/** A required field's label ends with ' *'. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

export type Option = { readonly title: string; readonly price: string };

export class SettingsPage {
  constructor(private readonly page: Page) {}

  private async saveDialog(name: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The Details page: a new store's settings row (and its QR menu code) exists once saved. */
  async saveStoreDetails(details: { name: string; phone: string; address: string }): Promise<void> {
    await this.page.goto('/dashboard/settings');
    const form = this.page.getByRole('form', { name: 'Store Details' });
    await field(form, 'Store Name').fill(details.name);
    await field(form, 'Phone').fill(details.phone);
    await field(form, 'Address').fill(details.address);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Store details saved successfully!')).toBeVisible();
  }

  async addCategory(title: string): Promise<void> {
    await this.page.goto('/dashboard/settings/menu-items/categories');
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.saveDialog('Add Category', (d) => field(d, 'Title').fill(title));
    await expect(this.page.getByText(title, { exact: true })).toBeVisible();
  }

  async addTax(title: string, percent: string, type: 'exclusive' | 'inclusive'): Promise<void> {
    await this.page.goto('/dashboard/settings/tax-setup');
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.saveDialog('Add Tax', async (d) => {
      await field(d, 'Title').fill(title);
      await field(d, 'Rate \\(%\\)').fill(percent);
      await field(d, 'Type').selectOption(type);
    });
    await expect(this.page.getByText(title, { exact: true })).toBeVisible();
  }

  /** Adds the item from the list, then opens its detail page. */
  async addMenuItem(item: { title: string; price: string; category: string; tax: string }): Promise<void> {
    await this.page.goto('/dashboard/settings/menu-items');
    await this.page.getByRole('button', { name: 'New', exact: true }).click();
    await this.saveDialog('Add Item', async (d) => {
      await field(d, 'Title').fill(item.title);
      await field(d, 'Price').fill(item.price);
      await field(d, 'Category').selectOption({ label: item.category });
      await field(d, 'Tax').selectOption({ label: item.tax });
    });
    const card = this.page.getByTestId('menu-item-card').filter({ hasText: item.title });
    await expect(card).toContainText(item.category);
    await card.getByRole('link', { name: `Edit ${item.title}` }).click();
    await expect(this.page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
  }

  /** On the item's detail page. */
  async addOption(kind: 'Variant' | 'Addon', option: Option): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${kind}` }).click();
    await this.saveDialog(`Add ${kind}`, async (d) => {
      await field(d, 'Title').fill(option.title);
      await field(d, 'Price').fill(option.price);
    });
    await expect(this.page.getByTestId(`${kind.toLowerCase()}s`)).toContainText(option.title);
  }

  /** On the item's detail page. */
  async uploadPhoto(name: string, png: Buffer): Promise<void> {
    const photo = this.page.getByTestId('item-photo');
    await photo.getByLabel('Upload Photo').setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await expect(this.page.getByText('Photo uploaded successfully!')).toBeVisible();
  }

  async addTable(title: string, floor: string, seats: string): Promise<void> {
    await this.page.goto('/dashboard/settings/tables');
    await this.page.getByRole('button', { name: 'New', exact: true }).click();
    await this.saveDialog('Add Table', async (d) => {
      await field(d, 'Title').fill(title);
      await field(d, 'Floor').fill(floor);
      await field(d, 'Seating Capacity').fill(seats);
    });
    await expect(this.page.getByTestId('table-card').filter({ hasText: title })).toBeVisible();
  }
}
