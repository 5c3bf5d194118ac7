/**
 * Richer menu cards over REST (CARD1-CARD6; ADR 0055): description, diet and allergens on the item routes,
 * the sold-out switch for POS or SETTINGS, the diner menu answer, and a diner order of a sold-out item.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';
import { DINER_API, dinerOrderBody, dinerShop } from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';

const API = '/api/v1/menu-items';

export function menuCardsCases({ start, signedIn, addStaff }: AppHarness) {
  const boot = async () => {
    const h = await start();
    const shop = await dinerShop(h, signedIn);
    return { h, shop, diner: new HttpClient(h.app) };
  };

  describe('menu cards', () => {
    it('[CARD1][CARD2][CARD4] add and update carry description, diet and allergens; leaving them out keeps them', async () => {
      const { shop } = await boot();
      const { c } = shop;
      const added = await c.post(`${API}/add`, {
        title: 'Paneer tikka',
        price: 28000,
        description: 'Smoky cottage cheese from the tandoor',
        diet: 'veg',
        allergens: 'milk,mustard',
      });
      expect(added.statusCode, added.body).toBe(200);
      const id = added.json().id as string;
      const read = async () => (await c.get(`${API}/${id}`)).json().menuItem;
      expect(await read()).toMatchObject({
        description: 'Smoky cottage cheese from the tandoor',
        diet: 'veg',
        allergens: ['milk', 'mustard'],
        sold_out: false,
      });
      await c.post(`${API}/update/${id}`, { title: 'Paneer tikka', price: 29000 });
      expect(await read()).toMatchObject({ price: 29000, diet: 'veg', allergens: ['milk', 'mustard'] });
      const bad = await c.post(`${API}/update/${id}`, { title: 'Paneer tikka', price: 1, diet: 'vegan' });
      expect({ status: bad.statusCode, body: bad.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'Please select veg, non-veg or egg!' }),
      });
    });

    it('[CARD5] a cashier (POS) switches an item sold out and back; a kitchen user is refused', async () => {
      const { h, shop } = await boot();
      const cashier = (await signedIn(h, await addStaff(h, shop.tenantId, 'POS'))).c;
      const kitchen = (await signedIn(h, await addStaff(h, shop.tenantId, 'KITCHEN'))).c;
      const url = `${API}/update/${shop.ids.cola}/sold-out`;
      expect((await kitchen.post(url, { soldOut: true })).statusCode).toBe(403);
      const off = await cashier.post(url, { soldOut: true });
      expect({ status: off.statusCode, body: off.json() }).toEqual({
        status: 200,
        body: { message: 'Item marked sold out!' },
      });
      expect((await shop.c.get(`${API}/${shop.ids.cola}`)).json().menuItem.sold_out).toBe(true);
      expect((await cashier.post(url, { soldOut: 'maybe' })).statusCode).toBe(400);
      expect((await cashier.post(url, { soldOut: false })).json()).toEqual({
        message: 'Item is back on sale!',
      });
      expect(
        (await cashier.post(`${API}/update/${randomUUID()}/sold-out`, { soldOut: true })).statusCode,
      ).toBe(404);
    });

    it('[CARD3][CARD6] the diner menu shows the marks and sold out at once; an order with it is refused', async () => {
      const { shop, diner } = await boot();
      const { c, ids } = shop;
      await c.post(`${API}/update/${ids.pizza}`, {
        title: 'Margherita',
        price: 25000,
        categoryId: ids.category,
        taxId: ids.gst,
        description: 'Tomato, mozzarella, basil',
        diet: 'veg',
        allergens: ['gluten', 'milk'],
      });
      await c.post(`${API}/update/${ids.cola}/sold-out`, { soldOut: true });
      const menu = (await diner.get(`${DINER_API}/${shop.qrcode}`)).json();
      const byId = (id: string) => menu.menuItems.find((i: { id: string }) => i.id === id);
      expect(byId(ids.pizza)).toMatchObject({
        description: 'Tomato, mozzarella, basil',
        diet: 'veg',
        allergens: ['gluten', 'milk'],
        soldOut: false,
      });
      expect(byId(ids.cola)).toMatchObject({ soldOut: true, diet: null, allergens: [] });

      const refused = await diner.post(`${DINER_API}/create-order`, dinerOrderBody(shop));
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: expect.objectContaining({
          message: 'Sorry, Cola is sold out. Please remove it from your cart.',
        }),
      });
      await c.post(`${API}/update/${ids.cola}/sold-out`, { soldOut: false });
      const again = await diner.post(`${DINER_API}/create-order`, dinerOrderBody(shop));
      expect(again.statusCode, again.body).toBe(200);
    });
  });
}
