/**
 * The menu REST adapters (SYNC17, SET3, SET4, SET6) on SQLite
 * (menu-items.test.ts) and PostgreSQL (menu-items.pg.test.ts): items, variants, addons and photos.
 */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { cameraJpeg, describeImage, zeroPng } from '../test-support/images.ts';
import { multipart, PNG } from '../test-support/multipart.ts';
import { menuCardsCases } from './menu-cards.cases.ts';

const API = '/api/v1/menu-items';
const upload = (c: HttpClient, id: string, part = multipart('image', 'photo.png', 'image/png', PNG)) =>
  c.post(`${API}/update/${id}/upload-photo`, part.body, part.headers);

export function menuItemsSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  const { start, signedIn, addStaff } = harness;
  menuCardsCases(harness);

  const del = (c: HttpClient, url: string) => c.request('DELETE', url);
  const expect400 = async (res: Promise<{ statusCode: number; json(): unknown }>, message: string) => {
    const r = await res;
    expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
  };

  /** An admin with a category, a tax and an item "Margherita" at 250.00. */
  async function withItem(h: Harness) {
    const { c, user } = await signedIn(h);
    const categoryId = (await c.post('/api/v1/settings/categories/add', { title: 'Pizza' })).json().id;
    const taxId = (
      await c.post('/api/v1/settings/taxes/add', { title: 'GST', rate: 5, type: 'exclusive' })
    ).json().id;
    const added = await c.post(`${API}/add`, {
      title: 'Margherita',
      price: 25000,
      netPrice: '',
      categoryId,
      taxId,
    });
    expect(added.json()).toMatchObject({ message: 'Menu item added successfully!' });
    return { c, tenantId: user.tenant_id, id: added.json().id as string, categoryId, taxId };
  }

  describe('menu items', () => {
    it('[SYNC17] add, read with category and tax, update, delete', async () => {
      const h = await start();
      const { c, id, categoryId, taxId } = await withItem(h);
      const expected = {
        id,
        title: 'Margherita',
        price: 25000,
        net_price: null,
        tax_id: taxId,
        tax_title: 'GST',
        tax_rate: 5,
        tax_type: 'exclusive',
        category_id: categoryId,
        category_title: 'Pizza',
        image: null,
        description: null,
        diet: null,
        allergens: [],
        sold_out: false,
        variants: [],
        addons: [],
      };
      expect((await c.get(API)).json().menuItems).toEqual([expected]);
      expect((await c.get(`${API}/${id}`)).json().menuItem).toEqual(expected);
      const updated = await c.post(`${API}/update/${id}`, {
        title: 'Margherita DOP',
        price: 27000,
        netPrice: 25000,
      });
      expect(updated.json()).toEqual({ message: 'Menu item updated successfully!' });
      expect((await c.get(`${API}/${id}`)).json().menuItem).toMatchObject({
        title: 'Margherita DOP',
        price: 27000,
        net_price: 25000,
        category_id: null,
        tax_id: null,
      });
      expect((await del(c, `${API}/delete/${id}`)).json()).toEqual({
        message: 'Menu item deleted successfully!',
      });
      expect((await c.get(`${API}/${id}`)).statusCode).toBe(404);
      expect((await c.get(API)).json().menuItems).toEqual([]);
    });

    it('[VAL8] the item messages, on add and update', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      for (const url of [`${API}/add`, `${API}/update/${id}`]) {
        await expect400(c.post(url, { title: ' ', price: 100 }), 'Please enter title!');
        await expect400(c.post(url, { title: 'Calzone', price: -1 }), 'Please provide valid price!');
        await expect400(c.post(url, { title: 'Calzone' }), 'Please provide valid price!');
      }
    });

    it('[SET2] deleting the category and tax leaves the item naming them', async () => {
      const h = await start();
      const { c, id, categoryId, taxId } = await withItem(h);
      await del(c, `/api/v1/settings/categories/${categoryId}`);
      await del(c, `/api/v1/settings/taxes/${taxId}`);
      expect((await c.get(`${API}/${id}`)).json().menuItem).toMatchObject({
        category_id: categoryId,
        category_title: null,
        tax_id: taxId,
        tax_title: null,
      });
    });
  });

  describe('variants and addons', () => {
    it('[SET4] add, update and delete an option; an empty price is 0', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      for (const [kind, key, word] of [
        ['variants', 'variants', 'Variant'],
        ['addons', 'addons', 'Addon'],
      ] as const) {
        const added = await c.post(`${API}/${kind}/${id}/add`, { title: 'Large', price: '' });
        expect(added.json().message).toBe(`${word} added successfully!`);
        const optionId = added.json().id as string;
        expect((await c.get(`${API}/${id}`)).json().menuItem[key]).toEqual([
          { id: optionId, item_id: id, title: 'Large', price: 0 },
        ]);
        const updated = await c.post(`${API}/${kind}/${id}/update/${optionId}`, { title: 'XL', price: 500 });
        expect(updated.json()).toEqual({ message: `${word} updated successfully!` });
        expect((await c.get(`${API}/${id}`)).json().menuItem[key][0]).toMatchObject({
          title: 'XL',
          price: 500,
        });
        expect((await del(c, `${API}/${kind}/${id}/delete/${optionId}`)).json()).toEqual({
          message: `${word} deleted successfully!`,
        });
        expect((await c.get(`${API}/${id}`)).json().menuItem[key]).toEqual([]);
      }
    });

    it('[VAL8] the variant and addon messages', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const variant = (await c.post(`${API}/variants/${id}/add`, { title: 'L', price: 1 })).json().id;
      const addon = (await c.post(`${API}/addons/${id}/add`, { title: 'Olives', price: 1 })).json().id;
      await expect400(c.post(`${API}/variants/${id}/add`, { price: 1 }), 'Please provide variant title!');
      await expect400(
        c.post(`${API}/variants/${id}/add`, { title: 'L', price: -1 }),
        'Please provide valid variant price!',
      );
      await expect400(
        c.post(`${API}/variants/${id}/update/${variant}`, { title: '' }),
        'Please provide variant title!',
      );
      await expect400(c.post(`${API}/addons/${id}/add`, { title: '' }), 'Please provide addon title!');
      await expect400(
        c.post(`${API}/addons/${id}/update/${addon}`, { title: 'O', price: 'x' }),
        'Please provide valid addon price!',
      );
    });

    it('[SET4] an option of another item answers 404', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const other = (await c.post(`${API}/add`, { title: 'Cola', price: 5000 })).json().id;
      const variant = (await c.post(`${API}/variants/${id}/add`, { title: 'L', price: 1 })).json().id;
      expect(
        (await c.post(`${API}/variants/${other}/update/${variant}`, { title: 'X', price: 1 })).statusCode,
      ).toBe(404);
      expect((await del(c, `${API}/variants/${other}/delete/${variant}`)).statusCode).toBe(404);
      expect((await c.post(`${API}/variants/missing/add`, { title: 'X', price: 1 })).statusCode).toBe(404);
    });
  });

  describe('photos', () => {
    it('[SET6] upload stores the image by hash, served immutable; remove clears it', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const res = await upload(c, id);
      expect(res.statusCode).toBe(200);
      const { message, imageURL } = res.json();
      expect(message).toBe('Photo uploaded successfully!');
      expect(imageURL).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}$/);
      expect((await c.get(`${API}/${id}`)).json().menuItem.image).toBe(imageURL);
      const image = await h.client().get(imageURL);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // re-encoded by the server (ADR 0043): still the 1 × 1 PNG
      expect(await describeImage(image.rawPayload)).toMatchObject({ format: 'png', width: 1, height: 1 });
      // the same bytes again: one stored image
      expect((await upload(c, id)).statusCode).toBe(200);
      expect(await h.database.db.select().from(h.database.t.images)).toHaveLength(1);
      expect((await c.post(`${API}/update/${id}/remove-photo`)).json()).toEqual({
        message: 'Photo removed successfully!',
      });
      expect((await c.get(`${API}/${id}`)).json().menuItem.image).toBeNull();
      expect((await h.client().get(`/api/v1/images/${'0'.repeat(64)}`)).statusCode).toBe(404);
    });

    it('[SET6] refuses a non-image renamed .png, a file too large and a missing file with 400', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const text = multipart('image', 'menu.png', 'image/png', Buffer.from('just some text, not a picture'));
      await expect400(upload(c, id, text), 'Please upload a PNG, JPEG, WebP or GIF image!');
      const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
      await expect400(
        upload(c, id, multipart('image', 'big.png', 'image/png', big)),
        'The image must be 0.5 MB or smaller!',
      );
      await expect400(
        upload(c, id, multipart('photo', 'x.png', 'image/png', PNG)),
        'Please select an image!',
      );
      await expect400(c.post(`${API}/update/${id}/upload-photo`, {}), 'Please select an image!');
      expect((await c.get(`${API}/${id}`)).json().menuItem.image).toBeNull();
      expect(await h.database.db.select().from(h.database.t.images)).toHaveLength(0);
    });

    it('[SET6] refuses a 64 KB PNG declaring 8192 × 8192 px (256 MiB decoded) with 400, storing nothing', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const bomb = zeroPng(8192, 8192);
      expect(bomb.length).toBeLessThan(70 * 1024);
      await expect400(
        upload(c, id, multipart('image', 'bomb.png', 'image/png', bomb)),
        'The image must be 4096 × 4096 pixels or smaller!',
      );
      expect((await c.get(`${API}/${id}`)).json().menuItem.image).toBeNull();
      expect(await h.database.db.select().from(h.database.t.images)).toHaveLength(0);
    });

    it('[SET6] stores a 3000 × 2000 camera JPEG re-encoded: upright, 512 px on its longest side, no EXIF', async () => {
      const h = await start();
      const { c, id } = await withItem(h);
      const photo = await cameraJpeg(3000, 2000); // stored sideways, EXIF orientation 6
      expect(await describeImage(photo)).toMatchObject({
        width: 3000,
        height: 2000,
        orientation: 6,
        exif: true,
      });
      const res = await upload(c, id, multipart('image', 'IMG_0042.jpg', 'image/jpeg', photo));
      expect(res.statusCode, res.body).toBe(200);
      const served = await h.client().get(res.json().imageURL);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(await describeImage(served.rawPayload)).toEqual({
        format: 'jpeg',
        width: 341,
        height: 512,
        orientation: undefined,
        exif: false,
        xmp: false,
        icc: false,
      });
      expect(served.rawPayload.includes('TestCam')).toBe(false);
      const [row] = await h.database.db.select().from(h.database.t.images);
      expect(row?.size).toBe(served.rawPayload.length);
    });
  });

  describe('tenants and scopes', () => {
    it("another tenant's item answers 404 on every call and is left unchanged", async () => {
      const h = await start();
      const { c, id, tenantId } = await withItem(h);
      const variant = (await c.post(`${API}/variants/${id}/add`, { title: 'L', price: 1 })).json().id;
      const { c: other } = await signedIn(h);
      const refused = [
        await other.get(`${API}/${id}`),
        await other.post(`${API}/update/${id}`, { title: 'X', price: 1 }),
        await upload(other, id),
        await other.post(`${API}/update/${id}/remove-photo`),
        await del(other, `${API}/delete/${id}`),
        await other.post(`${API}/variants/${id}/add`, { title: 'X', price: 1 }),
        await other.post(`${API}/variants/${id}/update/${variant}`, { title: 'X', price: 1 }),
        await del(other, `${API}/variants/${id}/delete/${variant}`),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      expect((await other.get(API)).json().menuItems).toEqual([]);
      const [item] = await scoped(h.database, tenantId).select(h.database.t.menuItems);
      expect(item).toMatchObject({ title: 'Margherita', price: 25000, imageHash: null });
      expect((await c.get(`${API}/${id}`)).json().menuItem.variants).toHaveLength(1);
    });

    it('[SYNC4] a staff user without SETTINGS gets 403; with SETTINGS 200', async () => {
      const h = await start();
      const { tenantId, id } = await withItem(h);
      const cashier = (await signedIn(h, await addStaff(h, tenantId, 'POS,KITCHEN'))).c;
      const manager = (await signedIn(h, await addStaff(h, tenantId, 'SETTINGS'))).c;
      const calls = (c: HttpClient) => [
        c.get(API),
        c.get(`${API}/${id}`),
        c.post(`${API}/add`, { title: 'Calzone', price: 100 }),
        c.post(`${API}/variants/${id}/add`, { title: 'L', price: 1 }),
      ];
      expect((await Promise.all(calls(cashier))).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
      expect((await upload(cashier, id)).statusCode).toBe(403);
      expect((await Promise.all(calls(manager))).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    });
  });
}
