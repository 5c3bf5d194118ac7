/**
 * I18N2 (issue 31): switching the app to Hindi on the profile says "saved" in Hindi, in the built app where the
 * Hindi catalog is a chunk loaded when chosen (it may arrive after the save answers).
 */
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

test('the language toast speaks the chosen language', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  try {
    await page.goto('/dashboard/profile');
    await page.getByTestId('language-select').selectOption('hi');
    await expect(page.getByText('भाषा सेव हो गई!')).toBeVisible();
    await expect(page.getByText('Language saved!')).toHaveCount(0);
  } finally {
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.getByText('Language saved!')).toBeVisible();
    await context.close();
  }
});
