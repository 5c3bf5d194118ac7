/**
 * The device loses the internet and gets it back. Chromium's offline emulation alone once let a till's offline
 * sale reach the server in CI (the kitchen showed it before the till was back online; not reproduced in some
 * 29 runs here, 16 of them on a busy machine), so the context is also cut off from the API by a route: both
 * would have to fail for a request to get through. Navigations and the app's files still come from the service
 * worker, as on a real device.
 */
import type { BrowserContext, Route } from '@playwright/test';

const API = '**/api/**';
const cutOff = (route: Route) => route.abort('internetdisconnected');

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(API, cutOff);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(API, cutOff);
  await context.setOffline(false);
}
