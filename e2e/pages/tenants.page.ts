/** Page model of the super-admin console's sign-in and tenants screen. */
import { type Download, expect, type Locator, type Page } from '@playwright/test';

export class ConsolePage {
  constructor(
    private readonly page: Page,
    private readonly baseURL: string,
  ) {}

  async signIn(username: string, password: string): Promise<void> {
    await this.page.goto(`${this.baseURL}/superadmin/login`);
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Login' }).click();
    await expect(this.page).toHaveURL(/\/superadmin\/dashboard\/home$/);
  }

  async openTenants(): Promise<void> {
    await this.page.getByRole('link', { name: 'Tenants' }).click();
    await expect(this.page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  }

  tile(status: 'active' | 'inactive' | 'all'): Locator {
    return this.page.getByTestId(`tile-${status}`);
  }

  row(name: string): Locator {
    return this.page.getByTestId('tenant-row').filter({ hasText: name });
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search tenants').fill(text);
  }

  /** Switches a tenant on (approval) or off in the Update Tenant dialog. */
  async setActive(name: string, active: boolean): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Update Tenant' });
    const toggle = dialog.getByRole('switch', { name: 'Active' });
    if ((await toggle.isChecked()) !== active) await toggle.click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Tenant updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async exportTenants(label: 'Active' | 'Inactive' | 'All'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export ${label} Tenants` }).click();
    await expect(this.page.getByText('Data exported successfully !')).toBeVisible();
    return download;
  }
}
