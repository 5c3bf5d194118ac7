/** A new store's first settings (MENU1): the registered business name and a readable, unique menu link. */
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';

export function storeOnboardingCases({ start, signedIn }: AppHarness) {
  describe('a new store', () => {
    it('[MENU1] starts named for the business, with a readable menu code; a second of the same name gets a suffix', async () => {
      const h = await start();
      const { c: first, username } = await signedIn(h);
      const settings = (await first.get('/api/v1/settings/store-setting')).json().storeSettings;
      expect(settings).toMatchObject({
        storeName: 'Cafe Marigold',
        email: username,
        uniqueQRCode: 'cafe-marigold',
      });
      const { c: second } = await signedIn(h);
      const code = (await second.get('/api/v1/settings/store-setting')).json().storeSettings.uniqueQRCode;
      expect(code).toMatch(/^cafe-marigold-[0-9a-z]{4}$/);
      // the diner's menu answers at the readable link once the QR menu is on
      expect((await h.client().get('/api/v1/qrmenu/cafe-marigold')).statusCode).not.toBe(500);
    });
  });
}
