/**
 * GST1, GST4 on SQLite (gst.test.ts) and PostgreSQL (gst.pg.test.ts): the store's tax identity over
 * POST/GET /settings/store-setting (a wrong GSTIN check character is a 400), and the GSTR-1 export held
 * against the invoices it sums.
 */
import { GSTR1_DOC_NATURE } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { PASSWORD, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { openShop, ringUp } from '../test-support/shop-fixture.ts';

const SETTINGS = '/api/v1/settings/store-setting';
const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';

export function gstSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  const identity = {
    gstin: KA,
    legalName: 'Marigold Foods Pvt Ltd',
    fssai: '10020042007183',
    composition: false,
  };
  const saveStore = (c: HttpClient, body: Record<string, unknown>) =>
    c.post(SETTINGS, { storeName: 'Cafe Marigold', currency: 'INR', ...body });

  describe('store tax identity', () => {
    it('[GST1] saves GSTIN, legal name, FSSAI and composition beside the spec fields; GET returns them', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      expect((await saveStore(c, { ...identity, gstin: ' 29aagcb7383j1z4 ' })).statusCode).toBe(200);
      expect((await c.get(SETTINGS)).json().storeSettings).toMatchObject({
        ...identity,
        gstState: { code: '29', name: 'Karnataka' },
      });
      // a client that knows nothing of them leaves them as they are
      expect((await saveStore(c, { address: '1 MG Road' })).statusCode).toBe(200);
      expect((await c.get(SETTINGS)).json().storeSettings).toMatchObject({
        ...identity,
        address: '1 MG Road',
      });
      // empty clears
      await saveStore(c, { gstin: '', fssai: '', legalName: '', composition: true });
      expect((await c.get(SETTINGS)).json().storeSettings).toMatchObject({
        gstin: null,
        fssai: null,
        legalName: null,
        composition: true,
        gstState: null,
      });
    });

    it.each([
      [{ gstin: '29AAGCB7383J1Z5' }, 'GSTIN check character is wrong'],
      [
        { gstin: '29AAGCB7383J1Y4' },
        'GSTIN must be 15 characters: state code, PAN, entity code, Z and a check character',
      ],
      [{ gstin: '55AAGCB7383J1Z4' }, 'GSTIN state code is not a GST state'],
      [{ fssai: '1234' }, 'FSSAI licence number must be 14 digits'],
    ])('[GST1] %j answers 400 with a clear message and changes nothing', async (body, message) => {
      const h = await start();
      const { c } = await signedIn(h);
      await saveStore(c, identity);
      const r = await saveStore(c, body);
      expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
      expect((await c.get(SETTINGS)).json().storeSettings).toMatchObject(identity);
    });
  });

  describe('GSTR-1 export', () => {
    async function sales() {
      const h = await start();
      const { c, user } = await signedIn(h);
      await saveStore(c, identity);
      const shop = await openShop(c);
      // the shop's 5% tax is GST; its item is restaurant service
      await c.post(`/api/v1/settings/taxes/${shop.taxId}/update`, {
        title: 'GST',
        rate: 5,
        type: 'exclusive',
        kind: 'gst',
      });
      const item = {
        title: 'Margherita',
        price: 25000,
        categoryId: shop.categoryId,
        taxId: shop.taxId,
        hsn: '996331',
      };
      expect((await c.post(`/api/v1/menu-items/update/${shop.itemId}`, item)).statusCode).toBe(200);
      await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      await ringUp(
        shop,
        {
          cart: [
            {
              itemId: shop.itemId,
              variantId: shop.largeId,
              addonIds: [],
              quantity: 3,
              notes: null,
              unitPrice: 32000,
            },
          ],
        },
        { paymentTypeId: shop.cashId },
      );
      await ringUp(shop, {}, { paymentTypeId: shop.cashId, name: 'Pune Traders', buyerGstin: MH });
      await ringUp(shop); // unpaid: no invoice, not in the export
      return { h, c, tenantId: user.tenant_id };
    }

    it('[GST4] B2B + B2C and the HSN summary add up to the invoices of the period, to the paisa', async () => {
      const { h, c } = await sales();
      const day = (await c.get('/api/v1/invoices?type=today')).json().invoices as {
        sub_total: number;
        tax_total: number;
        total: number;
      }[];
      expect(day.length).toBeGreaterThanOrEqual(3);
      const sum = (f: (i: (typeof day)[number]) => number) => day.reduce((s, i) => s + f(i), 0);
      const today = new Date(h.clock.now).toISOString().slice(0, 10);
      const res = await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`);
      expect(res.statusCode).toBe(200);
      const r = res.json().report;
      expect(r.invoiceCount).toBe(day.length);
      expect(r.totals).toEqual({
        taxable: sum((i) => i.sub_total),
        tax: sum((i) => i.tax_total),
        invoiceValue: sum((i) => i.total),
      });
      type Part = { taxable: number; igst: number; cgst: number; sgst: number; cess: number };
      const parts = (rows: Part[]) => rows.reduce((s, p) => s + p.igst + p.cgst + p.sgst + p.cess, 0);
      const taxable = (rows: Part[]) => rows.reduce((s, p) => s + p.taxable, 0);
      expect(parts([...r.b2b, ...r.b2cs])).toBe(sum((i) => i.tax_total));
      expect(taxable([...r.b2b, ...r.b2cs])).toBe(sum((i) => i.sub_total));
      expect(parts(r.hsn)).toBe(sum((i) => i.tax_total));
      expect(taxable(r.hsn)).toBe(sum((i) => i.sub_total));
      // the Maharashtra buyer is inter-state: IGST; the walk-ins are intra-state: CGST + SGST
      expect(r.b2b).toEqual([
        expect.objectContaining({
          buyerGstin: MH,
          buyerName: 'Pune Traders',
          placeOfSupply: '27',
          rate: 5,
          cgst: 0,
          sgst: 0,
        }),
      ]);
      expect(r.b2b[0].igst).toBeGreaterThan(0);
      expect(r.b2b[0].invoiceNo).toMatch(/^S0\/\d\d-\d\d\/\d+$/);
      expect(r.b2cs).toEqual([expect.objectContaining({ placeOfSupply: '29', rate: 5, igst: 0 })]);
      expect(r.hsn.map((x: { hsn: string }) => x.hsn)).toEqual(['996331']);
      // the invoices of the export carry consecutive numbers of the server's series
      const csv = await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}&format=csv`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\n').filter((l) => ['B2B', 'B2CS', 'HSN'].includes(l))).toEqual([
        'B2B',
        'B2CS',
        'HSN',
      ]);
      expect(csv.body).toContain(`${MH},Pune Traders,`);
    });

    it('[GST5] the documents-issued section spans the series’ numbers; a voided invoice’s number is counted cancelled', async () => {
      const { h, c, tenantId } = await sales();
      const today = new Date(h.clock.now).toISOString().slice(0, 10);
      const report = async () =>
        (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`)).json().report;
      const { t } = h.database;
      const numbered = await h.database.db
        .select({ id: t.invoices.id, invoiceNo: t.invoices.invoiceNo })
        .from(t.invoices)
        .where(eq(t.invoices.tenantId, tenantId))
        .orderBy(t.invoices.invoiceNo);
      const nos = numbered.map((i) => i.invoiceNo ?? '');
      expect(nos).toHaveLength(3);
      const series = nos[0]?.split('/').slice(0, 2).join('/');
      expect((await report()).docs).toEqual([
        { nature: GSTR1_DOC_NATURE, series, from: `${series}/1`, to: `${series}/3`, total: 3, cancelled: 0 },
      ]);
      // the middle bill is voided: its number stays issued, now cancelled
      const middle = numbered.find((i) => i.invoiceNo === `${series}/2`);
      await h.database.transaction((w) =>
        w
          .update(t.invoices)
          .set({ deleted: true })
          .where(eq(t.invoices.id, middle?.id ?? '')),
      );
      expect((await report()).docs).toEqual([
        expect.objectContaining({ from: `${series}/1`, to: `${series}/3`, total: 3, cancelled: 1 }),
      ]);
      const csv = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}&format=csv`)).body;
      expect(csv).toContain(`DOCS\nNature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\n`);
      expect(csv).toContain(`${GSTR1_DOC_NATURE},${series}/1,${series}/3,3,1`);
    });

    it('[GST4] a period before the sales is empty; bad dates are a 400; REPORTS scope only', async () => {
      const { h, c, tenantId } = await sales();
      const empty = (await c.get('/api/v1/reports/gst?from=2020-01-01&to=2020-01-31')).json().report;
      expect(empty).toMatchObject({ invoiceCount: 0, b2b: [], b2cs: [], hsn: [] });
      const bad = await c.get('/api/v1/reports/gst?from=2020-02-01&to=2020-01-01');
      expect({ status: bad.statusCode, body: bad.json() }).toMatchObject({
        status: 400,
        body: { message: 'The from date must not be after the to date!' },
      });
      expect((await c.get('/api/v1/reports/gst?from=x&to=2020-01-01')).statusCode).toBe(400);
      const cashier = h.client();
      await cashier.post('/api/v1/auth/signin', {
        username: await addStaff(h, tenantId, 'POS'),
        password: PASSWORD,
      });
      expect((await cashier.get('/api/v1/reports/gst?from=2020-01-01&to=2020-01-31')).statusCode).toBe(403);
    });
  });
}
