/** Page model of the landing page's map of nearby stores. */
import { expect, type Page } from '@playwright/test';

export class LandingPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  }

  /** The store's marker (a button named after the store) once the map has drawn it. */
  marker(storeName: string) {
    return this.page.getByTestId('stores-map').getByRole('button', { name: storeName, exact: true });
  }

  /** Opens the marker's popup and presses View Menu; resolves with the new tab. */
  async viewMenu(storeName: string) {
    await this.marker(storeName).click();
    const popup = this.page.locator('.maplibregl-popup');
    await expect(popup.getByRole('heading', { name: storeName })).toBeVisible();
    const tab = this.page.context().waitForEvent('page');
    await popup.getByRole('button', { name: 'View Menu' }).click();
    return tab;
  }
}
