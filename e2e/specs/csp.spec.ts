/**
 * The built PWA runs under the server's Content-Security-Policy (ADR 0016): the landing map (maplibre's
 * blob: workers), the login, the dashboard and the service worker, with no violation reported.
 */
import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from '../pages/login.page.ts';
import { DEMO } from '../support/demo.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

const reported = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('the landing page, sign-in and dashboard run under the CSP without a violation', async ({ page }) => {
  const console = await watchViolations(page);
  const landing = await page.goto('/');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await page.waitForLoadState('networkidle');
  expect(await reported(page)).toEqual([]);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.admin.username, DEMO.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  for (const path of ['/dashboard/pos', '/dashboard/settings/map-settings', '/mapview']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await reported(page), path).toEqual([]);
  }
  // The service worker registers from its own file (no inline script) and takes control.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  expect(console).toEqual([]);
  // The watcher does see a violation: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
  });
  await expect.poll(() => reported(page)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
