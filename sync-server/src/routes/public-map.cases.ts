/** The landing map's calls: the token and style, and stores near the visitor. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppHarness } from '../test-support/app-harness.ts';
import { insertStore, insertTenant } from '../test-support/platform-fixture.ts';

const BENGALURU = '12.9716,77.5946';

export function publicMapCases({ start }: AppHarness) {
  describe('public map', () => {
    it('POST /maptoken answers an empty token and the default style, form-encoded or not', async () => {
      const h = await start();
      const form = await h.client().post('/api/v1/maptoken', '', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.statusCode).toBe(200);
      expect(form.json()).toMatchObject({ access_token: '', style_url: '/api/v1/map/style.json' });
      expect((await h.client().post('/api/v1/maptoken')).json().access_token).toBe('');
    });

    it('[MAP1] the default style draws OpenStreetMap tiles with their attribution, needing no account', async () => {
      const h = await start();
      const style = (await h.client().get('/api/v1/map/style.json')).json();
      expect(style.sources.streets).toMatchObject({
        type: 'raster',
        tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
        attribution: '© OpenStreetMap contributors',
      });
      expect(style.layers.map((l: { type: string }) => l.type)).toEqual(['background', 'raster']);
    });

    it('[MAP1] MAP_TILE_URL picks another tile source, and off draws the plain background alone', async () => {
      const own = await start({
        MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      });
      expect((await own.client().get('/api/v1/map/style.json')).json().sources.streets).toMatchObject({
        tiles: ['https://tiles.example.test/{z}/{x}/{y}.png'],
        attribution: '© Example',
      });
      const off = await start({ MAP_TILE_URL: 'off' });
      const plain = (await off.client().get('/api/v1/map/style.json')).json();
      expect(plain).toMatchObject({ version: 8, sources: {} });
      expect(plain.layers.every((l: { type: string }) => l.type === 'background')).toBe(true);
    });

    it('[MAP1] a tile URL without {z}, {x} and {y} stops the start with a clear message', () => {
      expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.test/tile.png' })).toThrow(
        /MAP_TILE_URL: must be 'off' or an http\(s\) URL with \{z\}, \{x\} and \{y\}/,
      );
    });

    it('[SUP1][PLAT3] GET /public-config answers the configured support contacts and diner fee rates', async () => {
      const plain = await start();
      expect((await plain.client().get('/api/v1/public-config')).json()).toEqual({
        message: 'Public config',
        support: { name: 'Tavola Support', phone: '', email: 'support@tavola.app' },
        fees: { platformFeeOnline: '3', platformFeeCash: '3', gstOnPlatformFee: '18' },
      });
      const own = await start({
        SUPPORT_NAME: 'Marigold Help',
        SUPPORT_PHONE: '+91 98450 12345',
        SUPPORT_EMAIL: 'help@marigold.test',
        DINER_PLATFORM_FEE_ONLINE: '2.5',
      });
      expect((await own.client().get('/api/v1/public-config')).json()).toMatchObject({
        support: { name: 'Marigold Help', phone: '+91 98450 12345', email: 'help@marigold.test' },
        fees: { platformFeeOnline: '2.5', platformFeeCash: '3' },
      });
      expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
    });

    it('answers the configured token and style', async () => {
      const h = await start({
        MAP_ACCESS_TOKEN: 'pk.test-token',
        MAP_STYLE_URL: 'https://maps.example.test/style.json',
      });
      expect((await h.client().post('/api/v1/maptoken')).json()).toMatchObject({
        access_token: 'pk.test-token',
        style_url: 'https://maps.example.test/style.json',
      });
    });

    it('lists QR-menu stores of active tenants with a location, nearest first, within 50 km', async () => {
      const h = await start();
      const db = h.database;
      const now = h.clock.now;
      const store = async (
        name: string,
        latlng: string | null,
        opts: { qr?: boolean; approved?: boolean; logo?: string } = {},
      ) => {
        const id = await insertTenant(db, { name, createdAt: now, approved: opts.approved ?? true });
        await insertStore(db, id, {
          currency: 'INR',
          timeZone: 'Asia/Kolkata',
          storeName: name,
          code: name.toLowerCase().replace(/\s+/g, '-'),
          latlng,
          qrMenu: opts.qr ?? true,
          imageHash: opts.logo ?? null,
        });
      };
      await store('Indiranagar Cafe', '12.9784,77.6408', { logo: 'c'.repeat(64) }); // ~5 km
      await store('MG Road Dosa', '12.9756,77.6050'); // ~1.2 km
      await store('Mysuru Palace Meals', '12.3052,76.6552'); // ~126 km: too far
      await store('No QR Bistro', '12.9720,77.5950', { qr: false });
      await store('Waiting Room', '12.9720,77.5950', { approved: false });
      await store('Nowhere Diner', null);

      const res = await h.client().post('/api/v1/qrmenu/get-all-latlng', { location: BENGALURU });
      expect(res.statusCode).toBe(200);
      const result = res.json().result as { store_name: string; distance_km: number }[];
      expect(result.map((s) => s.store_name)).toEqual(['MG Road Dosa', 'Indiranagar Cafe']);
      expect(result[0]).toMatchObject({
        latlng: '12.9756,77.605',
        logo_url: null,
        unique_qr_code: 'mg-road-dosa',
      });
      expect(result[1]).toMatchObject({ logo_url: `/api/v1/images/${'c'.repeat(64)}` });
      expect(result[0]?.distance_km).toBeGreaterThan(1);
      expect(result[0]?.distance_km).toBeLessThan(1.5);
      expect(result[1]?.distance_km).toBeGreaterThan(4.5);
      expect(result[1]?.distance_km).toBeLessThan(5.5);

      const bad = await h.client().post('/api/v1/qrmenu/get-all-latlng', { location: 'somewhere' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please provide a valid location!');
      const far = await h.client().post('/api/v1/qrmenu/get-all-latlng', { location: '51.5074,-0.1278' });
      expect(far.json().result).toEqual([]);
    });

    it('caps the answer at 100 stores', async () => {
      const h = await start();
      for (let i = 0; i < 105; i++) {
        const id = await insertTenant(h.database, { name: `S${i}`, createdAt: h.clock.now });
        await insertStore(h.database, id, {
          currency: 'INR',
          timeZone: 'Asia/Kolkata',
          latlng: `12.97${String(i).padStart(3, '0')},77.59`,
          qrMenu: true,
        });
      }
      const res = await h.client().post('/api/v1/qrmenu/get-all-latlng', { location: '12.97,77.59' });
      const result = res.json().result as { distance_km: number }[];
      expect(result).toHaveLength(100);
      const distances = result.map((s) => s.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });
  });
}
