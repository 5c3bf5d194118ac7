/** Signs a demo user in through the login screen and waits for the dashboard (the landing every spec starts from). */
import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';

export async function signIn(
  page: Page,
  who: { username: string; password: string },
  landing: RegExp = /\/dashboard\//,
): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(landing);
}
