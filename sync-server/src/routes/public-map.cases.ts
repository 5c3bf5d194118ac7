/** The landing map's calls: the token and style, and stores near the visitor. */
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';
import { insertStore, insertTenant } from '../test-support/platform-fixture.ts';

const BENGALURU = '12.9716,77.5946';

export function publicMapCases({ start }: AppHarness) {
  describe('public map', () => {
    it('POST /maptoken answers an empty token and the offline style by default, form-encoded or not', async () => {
      const h = await start();
      const form = await h.client().post('/api/v1/maptoken', '', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.statusCode).toBe(200);
      expect(form.json()).toMatchObject({ access_token: '', style_url: '/api/v1/map/style.json' });
      expect((await h.client().post('/api/v1/maptoken')).json().access_token).toBe('');
      const style = await h.client().get('/api/v1/map/style.json');
      expect(style.json()).toMatchObject({ version: 8, sources: {} });
      expect(style.json().layers.every((l: { type: string }) => l.type === 'background')).toBe(true);
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
