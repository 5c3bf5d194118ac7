/**
 * DIN-FP1-DIN-FP3 (ADR 0075): the diner menu page painted with its first screen by the server, and the menu
 * answer and page compressed, on SQLite and PostgreSQL; each switched off gives the plain behaviour.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { DINER_CHUNK } from '../plugins/shell-hints.ts';
import { dinerFirstPaint } from '../services/diner-first-paint.ts';
import { findDinerStore } from '../services/diner-store.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { bootDinerShop, DINER_API, dinerClient } from '../test-support/diner-fixture.ts';

/** A built PWA as Vite writes it: the app's stylesheet in the head, the diner chunk's in the manifest. */
export function aBuild() {
  const root = mkdtempSync(join(tmpdir(), 'tavola-first-paint-'));
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Tavola</title><script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-A.css"><link rel="manifest" href="/manifest.webmanifest"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets', 'index-A.css'), ':root{--brand:red}.app-rule{color:red}');
  writeFileSync(join(root, 'assets', 'diner-D.css'), '.diner-item{color:blue}.diner-cart-bar{color:green}');
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', css: ['assets/index-A.css'] },
      [DINER_CHUNK]: { file: 'assets/diner-D.js', imports: ['index.html'], css: ['assets/diner-D.css'] },
    }),
  );
  return root;
}

export function dinerFirstPaintSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  const build = aBuild();
  afterAll(() => rmSync(build, { recursive: true, force: true }));

  /** The fixture's shop (Mains: Margherita; Cola of no category) grown by a first category of 10 breads. */
  async function grownShop(env: Record<string, string> = {}) {
    const { h, shop } = await bootDinerShop(harness, { PWA_DIST: build, ...env });
    const { t } = h.database;
    const scope = scoped(h.database, shop.tenantId);
    const breads = uuidv7(h.clock.now);
    await scope.insert(t.categories, [
      { id: breads, title: 'Breads' },
      { id: uuidv7(h.clock.now), title: 'Empty' },
    ]);
    const ids = Array.from({ length: 10 }, () => uuidv7(h.clock.now));
    await scope.insert(
      t.menuItems,
      ids.map((id, i) => ({
        id,
        title: `Bread ${String(10 - i).padStart(2, '0')}`,
        price: 1000 + i * 100,
        categoryId: breads,
        imageHash: i === 9 ? 'a'.repeat(64) : null,
        soldOut: i === 8,
      })),
    );
    // Bread 01 (ids[9]) has two variants: shown from the cheaper
    await scope.insert(t.variants, [
      { id: uuidv7(h.clock.now), itemId: ids[9] as string, title: 'Half', price: 700 },
      { id: uuidv7(h.clock.now), itemId: ids[9] as string, title: 'Full', price: 1500 },
    ]);
    return { h, shop };
  }

  describe('the first screen (DIN-FP1)', () => {
    it('[DIN-FP1] the chips of the sections with items, the first section’s first items in the menu’s order', async () => {
      const { h, shop } = await grownShop();
      const store = await findDinerStore(h.database, shop.qrcode);
      const fp = await dinerFirstPaint(h.database, store, shop.ids.table);
      expect(fp).toMatchObject({ storeName: 'Cafe Roma', currency: 'INR', tableTitle: 'T1' });
      expect(fp.chips).toEqual(['Breads', 'Mains', 'More']);
      expect(fp.section?.title).toBe('Breads');
      expect(fp.section?.items.map((i) => i.title)).toEqual(
        Array.from({ length: 8 }, (_, i) => `Bread 0${i + 1}`),
      );
      expect(fp.section?.items[0]).toEqual({
        title: 'Bread 01',
        titleLocal: null,
        price: 700,
        fromPrice: true,
        imageUrl: `/api/v1/images/${'a'.repeat(64)}`,
        soldOut: false,
      });
      expect(fp.section?.items[1]).toMatchObject({ title: 'Bread 02', price: 1800, soldOut: true });
      expect((await dinerFirstPaint(h.database, store, null, 3)).section?.items).toHaveLength(3);
    });

    it('[DIN-FP1] a menu of no categories shows its items as More; an empty menu no section', async () => {
      const { h, shop } = await bootDinerShop(harness);
      const { t } = h.database;
      const scope = scoped(h.database, shop.tenantId);
      await scope.remove(t.categories, scope.where(t.categories));
      const store = await findDinerStore(h.database, shop.qrcode);
      const fp = await dinerFirstPaint(h.database, store, null);
      expect(fp.chips).toEqual(['More']);
      expect(fp.section?.items.map((i) => i.title)).toEqual(['Cola', 'Margherita']);
      expect(fp.section?.items[1]).toMatchObject({ price: 30000, fromPrice: false });
      await scope.remove(t.menuItems, scope.where(t.menuItems));
      expect(await dinerFirstPaint(h.database, store, null)).toMatchObject({ chips: [], section: null });
    });
  });

  describe('the menu page (DIN-FP1, DIN-FP2)', () => {
    it('[DIN-FP2] paints the store, its chips and first items with the styles inline; no stylesheet in the head', async () => {
      const { h, shop } = await grownShop();
      const res = await dinerClient(h).get(`/m/${shop.qrcode}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      const [head = '', body = ''] = html.split('</head>');
      expect(head).toContain('<style>');
      // the rules that can style the first screen only
      expect(head).toContain(':root{--brand:red}');
      expect(head).toContain('.diner-item{color:blue}');
      expect(head).not.toContain('.app-rule');
      expect(head).not.toContain('.diner-cart-bar');
      expect(head).not.toContain('rel="stylesheet"');
      // the first photos are fetched ahead of the app's scripts
      const photo = `<link rel="preload" as="image" fetchpriority="high" href="/api/v1/images/${'a'.repeat(64)}">`;
      expect(head.indexOf(photo)).toBeGreaterThan(-1);
      expect(head.indexOf(photo)).toBeLessThan(head.indexOf('<script'));
      expect(head).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${DINER_API}/`,
      );
      expect(body).toContain('<h1 class="diner-store-name">Cafe Roma</h1>');
      expect(body).toContain(
        'class="diner-chip" tabindex="-1" aria-hidden="true" aria-current="true">Breads</button>',
      );
      expect(body).toContain('<h3 class="diner-item-title">Bread 01</h3>');
      expect(body).toContain('from ₹7.00');
      expect(body).toContain('width="640" height="360" fetchpriority="high"');
      expect(body).not.toContain('Bread 09');
      // the first screen, then the app's mount point with its loading state, then the stylesheets
      const first = body.indexOf('id="diner-first-paint"');
      const root = body.indexOf('<div id="root">');
      const links = body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
      expect(first).toBeGreaterThan(-1);
      expect(root).toBeGreaterThan(first);
      expect(links).toBeGreaterThan(root);
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/diner-D.css">');
      // the CSP stays without inline scripts: only Vite's module script
      expect(html.match(/<script/g)).toHaveLength(1);
    });

    it('[DIN-FP1] a store name is escaped; an unknown store gets the plain shell', async () => {
      const { h, shop } = await grownShop();
      const { t } = h.database;
      await scoped(h.database, shop.tenantId).update(t.storeSettings, { storeName: 'Bar <b>&</b>' });
      const html = (await dinerClient(h).get(`/m/${shop.qrcode}`)).body;
      expect(html).toContain('<h1 class="diner-store-name">Bar &lt;b&gt;&amp;&lt;/b&gt;</h1>');
      const unknown = (await dinerClient(h).get('/m/no-such-store')).body;
      expect(unknown).not.toContain('diner-first-paint');
      expect(unknown).toContain('diner-placeholder');
    });

    it('[DIN-FP1] DINER_FIRST_PAINT=off: the app’s shell with its loading state, as before', async () => {
      const { h, shop } = await grownShop({ DINER_FIRST_PAINT: 'off' });
      const html = (await dinerClient(h).get(`/m/${shop.qrcode}`)).body;
      expect(html).not.toContain('diner-first-paint');
      expect(html).not.toContain('<style>');
      expect(html.split('</head>')[0]).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
      );
      expect(html).toContain('<title>Cafe Roma · Menu</title>');
    });
  });

  describe('compressed answers (DIN-FP3)', () => {
    it('[DIN-FP3] the menu answer as br or gzip when accepted, the same JSON, its own ETag revalidated', async () => {
      const { h, shop } = await grownShop();
      const url = `${DINER_API}/${shop.qrcode}`;
      const plain = await dinerClient(h).get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await dinerClient(h).get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const tag = br.headers.etag as string;
      expect(tag).not.toBe(plain.headers.etag);
      const again = await dinerClient(h).get(url, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      const gz = await dinerClient(h).get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      const page = await dinerClient(h).get(`/m/${shop.qrcode}`, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('diner-first-paint');
    });

    it('[DIN-FP3] DINER_MENU_COMPRESS=off: the plain bytes, whatever the phone accepts', async () => {
      const { h, shop } = await grownShop({ DINER_MENU_COMPRESS: 'off' });
      const res = await dinerClient(h).get(`${DINER_API}/${shop.qrcode}`, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().storeSettings.storeName).toBe('Cafe Roma');
      const page = await dinerClient(h).get(`/m/${shop.qrcode}`, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toContain('diner-first-paint');
    });
  });
}
