/**
 * The live screens' faster answers (SS29, ADR 0071), on SQLite (live-answers.test.ts) and PostgreSQL
 * (live-answers.pg.test.ts): answers spliced from each order's kept JSON read as the plain build's, before and
 * after a write; br and gzip forms of the cached answer, each its own ETag, and the plain bytes when switched off.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, startHarness, useAppHarness } from '../test-support/app-harness.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

const SCREENS = ['/api/v1/kitchen', '/api/v1/orders'] as const;
const PLAIN = { LIVE_READ_CACHE: 'off', LIVE_READ_FRAGMENTS: 'off', LIVE_READ_COMPRESS: 'off' };

export function liveAnswersSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const extra: Harness[] = [];
  afterEach(async () => {
    for (const h of extra.splice(0)) await h.app.close(); // the database is the first harness's
  });

  async function shopWith(env: Record<string, string> = {}) {
    const h = await start(env);
    const { c } = await signedIn(h);
    const shop = await openShop(c);
    // paid (the kitchen's), at the table and take-away, one with a note and addons
    await ringUp(shop, {}, { paymentTypeId: shop.cashId });
    await ringUp(shop, { deliveryType: 'takeaway', tableId: null }, { paymentTypeId: shop.cashId });
    await ringUp(shop, { cart: [aLine(shop, { notes: 'no onion', quantity: 2 })] });
    return { h, shop };
  }

  /** Each screen's answer from `h`, parsed. */
  const answers = async (h: Harness, shop: Awaited<ReturnType<typeof shopWith>>['shop']) => {
    shop.c.retarget(h.app);
    const out: unknown[] = [];
    for (const url of SCREENS) {
      const r = await shop.c.get(url);
      expect(r.statusCode).toBe(200);
      out.push(r.json());
    }
    return out;
  };

  it('[SS29] an answer spliced from kept orders reads as the plain build, before and after a write', async () => {
    const { h, shop } = await shopWith();
    const plain = await startHarness(h.database, PLAIN);
    extra.push(plain);
    const spliced = await answers(h, shop);
    expect(spliced).toEqual(await answers(plain, shop));
    expect(JSON.stringify(spliced)).toContain('no onion');

    // one order's line moves: the next answers still read the same both ways
    const line = (spliced[0] as { orders: { orders: { items: { id: string }[] }[] }[] }).orders[0]?.orders[0]
      ?.items[0]?.id;
    shop.c.retarget(h.app);
    expect((await shop.c.post(`/api/v1/kitchen/${line}`, { status: 'preparing' })).statusCode).toBe(200);
    await ringUp(shop, { deliveryType: 'takeaway', tableId: null });
    // the table renamed: only its row moves, and the orders at it read its new name
    const renamed = { title: 'Terrace 1', floor: 'Roof', seatingCapacity: 4 };
    const r = await shop.c.post(`/api/v1/settings/store-tables/${shop.tableId}/update`, renamed);
    expect(r.statusCode).toBe(200);
    const after = await answers(h, shop);
    expect(after).toEqual(await answers(plain, shop));
    expect(JSON.stringify(after)).toContain('"status":"preparing"');
    expect(JSON.stringify(after)).toContain('"table_title":"Terrace 1","floor":"Roof"');
    expect(after).not.toEqual(spliced);
  });

  describe('compressed answers', () => {
    it('[SS29] br and gzip when accepted: the same bytes once decoded, each form its own ETag and 304', async () => {
      const { h, shop } = await shopWith();
      shop.c.retarget(h.app);
      for (const url of SCREENS) {
        const plain = await shop.c.get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toBe('Accept-Encoding');
        const br = await shop.c.get(url, { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        const gz = await shop.c.get(url, { 'accept-encoding': 'gzip, br;q=0' });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
        const tags = [plain, br, gz].map((r) => r.headers.etag);
        expect(new Set(tags).size).toBe(3);
        const again = await shop.c.get(url, {
          'accept-encoding': 'br',
          'if-none-match': String(br.headers.etag),
        });
        expect(again.statusCode).toBe(304);
        // another form's tag is not this one's: the whole answer
        const other = await shop.c.get(url, {
          'accept-encoding': 'br',
          'if-none-match': String(gz.headers.etag),
        });
        expect(other.statusCode).toBe(200);
        expect(other.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
    });

    it('[SS29] LIVE_READ_COMPRESS=off: the plain bytes whatever the client accepts', async () => {
      const { h, shop } = await shopWith({ LIVE_READ_COMPRESS: 'off' });
      shop.c.retarget(h.app);
      for (const url of SCREENS) {
        const r = await shop.c.get(url, { 'accept-encoding': 'gzip, br' });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-encoding']).toBeUndefined();
        expect(r.json().orders.length).toBeGreaterThan(0);
      }
    });
  });
}
