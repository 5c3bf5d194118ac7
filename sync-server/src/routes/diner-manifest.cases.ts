/**
 * PWA4: a store's diner menu installs as an app of its own, never the staff app: its web manifest opens on the
 * store's menu and stays inside it; an unknown store's is 404 with the menu's own message.
 */
import { DINER_MESSAGES } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';
import { dinerShop } from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';

export function dinerManifestCases({ start, signedIn }: AppHarness) {
  describe("the diner menu's own web manifest (PWA4)", () => {
    it("[PWA4] names the store and opens on its menu, scoped to it; an unknown or closed store's is 404", async () => {
      const h = await start();
      const shop = await dinerShop(h, signedIn);
      const diner = new HttpClient(h.app);
      const found = await diner.get(`/m/${shop.qrcode}/manifest.webmanifest`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.headers['content-type']).toContain('application/manifest+json');
      expect(found.json()).toMatchObject({
        id: `/m/${shop.qrcode}`,
        name: 'Cafe Roma · Menu',
        short_name: 'Cafe Roma',
        start_url: `/m/${shop.qrcode}`,
        scope: `/m/${shop.qrcode}/`,
        display: 'standalone',
      });
      const unknown = await diner.get('/m/no-such-store/manifest.webmanifest');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(DINER_MESSAGES.brokenLink);
      const closed = await dinerShop(h, signedIn, { menuOn: false });
      const off = await diner.get(`/m/${closed.qrcode}/manifest.webmanifest`);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe(DINER_MESSAGES.menuNotAvailable);
    });
  });
}
