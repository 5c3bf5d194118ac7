/**
 * DIN-FP5, DIN-FP6 (ADR 0081) on SQLite and PostgreSQL: the diner page's first screen in the diner's language, and
 * the menu answer kept per store and menu version: the same JSON as a build per request, 304 on a poll without a
 * rebuild, and a new answer after every change that shows on the menu (and none after one that does not).
 */
import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import {
  bootDinerShop,
  DINER_API,
  type DinerShop,
  dinerClient,
  dinerOrderBody,
  placeOrder,
} from '../test-support/diner-fixture.ts';
import { aBuild } from './diner-first-paint.suite.ts';

export function dinerMenuCacheSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  const build = aBuild();
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  describe('the first screen in the diner’s language (DIN-FP5)', () => {
    const page = async (headers: Record<string, string>) => {
      const { h, shop } = await bootDinerShop(harness, { PWA_DIST: build });
      await scoped(h.database, shop.tenantId).update(h.database.t.menuItems, { soldOut: true }, undefined);
      const res = await dinerClient(h).get(`/tm/${shop.qrcode}/${shop.ids.table}`, headers);
      expect(res.statusCode).toBe(200);
      return res;
    };

    it('[DIN-FP5] a diner who chose Hindi (the menu’s cookie) gets the first screen in Hindi', async () => {
      const res = await page({ cookie: 'a=1; tavola_diner_language=hi', 'accept-language': 'en-GB,en' });
      const html = res.body;
      expect(html).toContain('<html lang="hi">');
      expect(html).toContain('placeholder="व्यंजन खोजें" aria-label="खोजें"');
      expect(html).toContain('<p class="diner-store-sub">टेबल T1</p>');
      expect(html).toContain('<span class="diner-sold-out">ख़त्म</span>');
      expect(html).toContain('<option lang="hi" selected>हिन्दी</option>');
      expect(html).not.toContain('Search dishes');
      expect(html).not.toContain('Sold out');
      // the spec's own texts stay English
      expect(html).toContain('Please wait...');
      expect(String(res.headers.vary)).toContain('Accept-Language');
      expect(String(res.headers.vary)).toContain('Cookie');
    });

    it('[DIN-FP5] without a choice, the browser’s languages; a choice of English beats them', async () => {
      const hindi = (await page({ 'accept-language': 'de;q=0.9, hi-IN;q=0.8, en;q=0.5' })).body;
      expect(hindi).toContain('placeholder="व्यंजन खोजें"');
      const chosen = (await page({ cookie: 'tavola_diner_language=en', 'accept-language': 'hi-IN' })).body;
      expect(chosen).toContain('<html lang="en">');
      expect(chosen).toContain('placeholder="Search dishes"');
      expect(chosen).toContain('<p class="diner-store-sub">Table T1</p>');
      expect(chosen).toContain('<option lang="en" selected>English</option>');
      // a cookie of no language the app speaks is no choice
      expect((await page({ cookie: 'tavola_diner_language=xx', 'accept-language': 'hi' })).body).toContain(
        '<html lang="hi">',
      );
      expect((await page({})).body).toContain('<span class="diner-sold-out">Sold out</span>');
    });
  });

  const menuUrl = (shop: DinerShop, table = false) =>
    `${DINER_API}/${shop.qrcode}${table ? `?table=${shop.ids.table}` : ''}`;
  const BR = { 'accept-encoding': 'gzip, deflate, br' };

  describe('the menu answer kept per menu version (DIN-FP6)', () => {
    it('[DIN-FP6] the same JSON as a build per request, with and without a table, plain and br', async () => {
      const on = await bootDinerShop(harness);
      const off = await bootDinerShop(harness, { DINER_MENU_CACHE: 'off' });
      for (const table of [false, true]) {
        const a = await dinerClient(on.h).get(menuUrl(on.shop, table));
        const b = await dinerClient(off.h).get(menuUrl(off.shop, table));
        const ids = (x: unknown) => JSON.stringify(x).replaceAll(/"[0-9a-f-]{36}"/g, '"id"');
        expect(a.headers['content-type']).toContain('application/json');
        expect(ids(a.json())).toBe(ids(b.json()));
        expect(a.body).toBe(JSON.stringify(a.json())); // as JSON.stringify of the built answer writes it
        const br = await dinerClient(on.h).get(menuUrl(on.shop, table), BR);
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(a.body);
        expect(br.headers.etag).toBe(`${String(a.headers.etag).slice(0, -1)}-br"`);
      }
    });

    it('[DIN-FP6] a poll is a 304 and rebuilds nothing; an order (no menu change) keeps the answer', async () => {
      const { h, shop } = await bootDinerShop(harness);
      const first = await dinerClient(h).get(menuUrl(shop), BR);
      const etag = String(first.headers.etag);
      expect((await dinerClient(h).get(menuUrl(shop), { ...BR, 'if-none-match': etag })).statusCode).toBe(
        304,
      );
      // a row changed behind the versions' back (no new version): the kept answer is served, nothing was read again
      await sneakTitle(h, shop, 'Sneaked');
      const poll = await dinerClient(h).get(menuUrl(shop), BR);
      expect(poll.headers.etag).toBe(etag);
      expect(brotliDecompressSync(poll.rawPayload).toString()).not.toContain('Sneaked');
      await placeOrder(dinerClient(h), dinerOrderBody(shop));
      expect((await dinerClient(h).get(menuUrl(shop), { ...BR, 'if-none-match': etag })).statusCode).toBe(
        304,
      );
    });

    it('[DIN-FP6] DINER_MENU_CACHE=off: built per request (a row changed shows at once), 304 as before', async () => {
      const { h, shop } = await bootDinerShop(harness, { DINER_MENU_CACHE: 'off' });
      const first = await dinerClient(h).get(menuUrl(shop));
      expect(
        (await dinerClient(h).get(menuUrl(shop), { 'if-none-match': String(first.headers.etag) })).statusCode,
      ).toBe(304);
      await sneakTitle(h, shop, 'Sneaked');
      expect((await dinerClient(h).get(menuUrl(shop))).body).toContain('Sneaked');
    });

    /** Each change that shows on the menu, and what the next poll then reads. */
    const CHANGES: {
      name: string;
      change: (h: Harness, shop: DinerShop) => Promise<unknown>;
      shows: (menu: MenuJson, shop: DinerShop) => unknown;
    }[] = [
      {
        name: 'an item sold out',
        change: (h, shop) => update(h, shop, 'menuItems', shop.ids.cola, { soldOut: true }),
        shows: (m, shop) => item(m, shop.ids.cola).soldOut === true,
      },
      {
        name: 'a price',
        change: (h, shop) => update(h, shop, 'menuItems', shop.ids.pizza, { price: 26000 }),
        shows: (m, shop) => item(m, shop.ids.pizza).price === 26000,
      },
      {
        name: 'an item’s title',
        change: (h, shop) => update(h, shop, 'menuItems', shop.ids.cola, { title: 'Lemonade' }),
        shows: (m, shop) => item(m, shop.ids.cola).title === 'Lemonade',
      },
      {
        name: 'a photo',
        change: (h, shop) => update(h, shop, 'menuItems', shop.ids.cola, { imageHash: 'b'.repeat(64) }),
        shows: (m, shop) => item(m, shop.ids.cola).imageUrl === `/api/v1/images/${'b'.repeat(64)}`,
      },
      {
        name: 'an item deleted',
        change: (h, shop) => remove(h, shop, 'menuItems', shop.ids.cola),
        shows: (m, shop) => !m.menuItems.some((i) => i.id === shop.ids.cola),
      },
      {
        name: 'an item added',
        change: async (h, shop) => {
          const { t } = h.database;
          await scoped(h.database, shop.tenantId).insert(t.menuItems, {
            id: uuidv7(h.clock.now),
            title: 'Tiramisu',
            price: 9000,
          });
        },
        shows: (m) => m.menuItems.some((i) => i.title === 'Tiramisu'),
      },
      {
        name: 'a variant’s price',
        change: (h, shop) => update(h, shop, 'variants', shop.ids.large, { price: 31000 }),
        shows: (m, shop) => item(m, shop.ids.pizza).variants[0]?.price === 31000,
      },
      {
        name: 'an addon deleted',
        change: (h, shop) => remove(h, shop, 'addons', shop.ids.cheese),
        shows: (m, shop) => item(m, shop.ids.pizza).addons.length === 0,
      },
      {
        name: 'a category renamed',
        change: (h, shop) => update(h, shop, 'categories', shop.ids.category, { title: 'Pizza' }),
        shows: (m) => m.categories.some((c) => c.title === 'Pizza'),
      },
      {
        name: 'a category deleted',
        change: (h, shop) => remove(h, shop, 'categories', shop.ids.category),
        shows: (m) => m.categories.length === 0,
      },
      {
        name: 'a tax rate',
        change: (h, shop) => update(h, shop, 'taxes', shop.ids.gst, { rate: 120000 }),
        shows: (m) => m.tax.some((x) => x.rate === 120000),
      },
      {
        name: 'the store’s name (REST settings)',
        change: async (_h, shop) => {
          const res = await shop.c.post('/api/v1/settings/store-setting', {
            storeName: 'Roma Two',
            currency: 'INR',
            isQRMenuEnabled: true,
          });
          expect(res.statusCode).toBe(200);
        },
        shows: (m) => m.storeSettings.storeName === 'Roma Two',
      },
      {
        name: 'the table’s title',
        change: (h, shop) => update(h, shop, 'storeTables', shop.ids.table, { tableTitle: 'Window' }),
        shows: (m) => m.table?.title === 'Window',
      },
    ];

    for (const { name, change, shows } of CHANGES)
      it(`[DIN-FP6] ${name}: the next poll gets the new menu (br), then 304 again`, async () => {
        const { h, shop } = await bootDinerShop(harness);
        const url = menuUrl(shop, true);
        const before = await dinerClient(h).get(url, BR);
        const etag = String(before.headers.etag);
        expect(shows(decoded(before), shop)).toBe(false);
        await change(h, shop);
        const after = await dinerClient(h).get(url, { ...BR, 'if-none-match': etag });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(etag);
        expect(shows(decoded(after), shop)).toBe(true);
        const again = { ...BR, 'if-none-match': String(after.headers.etag) };
        expect((await dinerClient(h).get(url, again)).statusCode).toBe(304);
      });
  });
}

type MenuJson = {
  storeSettings: { storeName: string };
  tax: { rate: number }[];
  categories: { title: string }[];
  menuItems: {
    id: string;
    title: string;
    price: number;
    imageUrl: string | null;
    soldOut: boolean;
    variants: { price: number }[];
    addons: unknown[];
  }[];
  table: { title: string } | null;
};

const decoded = (res: { rawPayload: Buffer }) =>
  JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as MenuJson;

function item(menu: MenuJson, id: string) {
  const found = menu.menuItems.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

type MenuTable = 'menuItems' | 'variants' | 'addons' | 'categories' | 'taxes' | 'storeTables';

/** A write as every writer makes it: through the tenant scope, stamped with a new version. */
const update = (h: Harness, shop: DinerShop, table: MenuTable, id: string, set: Record<string, unknown>) => {
  const t = h.database.t[table];
  return scoped(h.database, shop.tenantId).update(t, set, eq(t.id, id));
};
const remove = (h: Harness, shop: DinerShop, table: MenuTable, id: string) => {
  const t = h.database.t[table];
  return scoped(h.database, shop.tenantId).remove(t, eq(t.id, id));
};

/** An item's title changed without a new version (no writer does this): shows whether an answer was rebuilt. */
const sneakTitle = (h: Harness, shop: DinerShop, title: string) => {
  const { t } = h.database;
  return h.database.transaction((tx) =>
    tx.update(t.menuItems).set({ title }).where(eq(t.menuItems.id, shop.ids.cola)),
  );
};
