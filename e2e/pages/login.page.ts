/** Page model of /login. */
import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByLabel('Password')).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel(/username|email/i).fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: /sign in|login/i }).click();
  }
}
