/** The devices screen's names and removal that loses nothing (DEV1-DEV3). */
import { describe, expect, it } from 'vitest';
import type { AppHarness } from '../test-support/app-harness.ts';

type Listed = {
  device_id: string;
  device_name: string;
  label: string | null;
  browser: string;
  isMyDevice: boolean;
  unsent: number | null;
  retiring: boolean;
};

export function deviceCases({ start, signup, signedIn, addStaff }: AppHarness) {
  describe('device names and removal with unsent sales', () => {
    it('[DEV1] the owner names a device and the list shows the name; the browser stays beside it', async () => {
      const h = await start();
      const username = await signup(h);
      const { c: owner } = await signedIn(h, username);
      const { c: till } = await signedIn(h, username);
      const tillId = ((await till.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
        (d) => d.isMyDevice,
      )?.device_id;
      const renamed = await owner.post('/api/v1/auth/rename-device', {
        device_id: tillId,
        name: '  Counter 1 ',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ message: 'Device renamed!' });
      const listed = ((await owner.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
        (d) => d.device_id === tillId,
      );
      expect(listed).toMatchObject({
        device_name: 'Counter 1',
        label: 'Counter 1',
        browser: 'Chrome on Android',
      });
      // the device names itself too
      expect(
        (await till.post('/api/v1/auth/rename-device', { device_id: tillId, name: 'Kitchen wall' }))
          .statusCode,
      ).toBe(200);
      expect(
        ((await owner.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
          (d) => d.device_id === tillId,
        )?.device_name,
      ).toBe('Kitchen wall');
    });

    it("[DEV1] refuses a blank or long name (400) and another's device (404)", async () => {
      const h = await start();
      const { c: admin, user } = await signedIn(h);
      const staffName = await addStaff(h, user.tenant_id, 'POS');
      const { c: staff } = await signedIn(h, staffName);
      const adminOwn = ((await admin.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
        (d) => d.isMyDevice,
      )?.device_id;
      const blank = await admin.post('/api/v1/auth/rename-device', { device_id: adminOwn, name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Please provide a device name of at most 40 characters!');
      expect(
        (await admin.post('/api/v1/auth/rename-device', { device_id: adminOwn, name: 'x'.repeat(41) }))
          .statusCode,
      ).toBe(400);
      expect(
        (await staff.post('/api/v1/auth/rename-device', { device_id: adminOwn, name: 'Mine now' }))
          .statusCode,
      ).toBe(404);
    });

    it('[DEV2][DEV3] removing a device that reported unsent sales keeps it signed in until they arrive, then signs it out', async () => {
      const h = await start();
      const username = await signup(h);
      const { c: owner } = await signedIn(h, username);
      const { c: till } = await signedIn(h, username);
      const tillId = ((await till.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
        (d) => d.isMyDevice,
      )?.device_id;
      const report = await till.post('/api/v1/auth/device-report', { unsent: 3 });
      expect(report.json()).toEqual({ message: 'Reported!', retiring: false, signedOut: false });
      const before = ((await owner.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
        (d) => d.device_id === tillId,
      );
      expect(before).toMatchObject({ unsent: 3, retiring: false });

      const removed = await owner.post('/api/v1/auth/remove-device', { device_id: tillId });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({
        message: 'The device signs out once its unsent sales arrive!',
        retiring: true,
      });
      // still signed in: it can push what it holds
      expect((await till.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect((await till.post('/api/v1/auth/device-report', { unsent: 1 })).json()).toMatchObject({
        retiring: true,
        signedOut: false,
      });
      expect(
        ((await owner.get('/api/v1/auth/devices')).json().devices as Listed[]).find(
          (d) => d.device_id === tillId,
        ),
      ).toMatchObject({ unsent: 1, retiring: true });

      const emptied = await till.post('/api/v1/auth/device-report', { unsent: 0 });
      expect(emptied.json()).toEqual({ message: 'Reported!', retiring: true, signedOut: true });
      expect((await till.get('/api/v1/auth/me')).statusCode).toBe(401);
      expect(
        ((await owner.get('/api/v1/auth/devices')).json().devices as Listed[]).some(
          (d) => d.device_id === tillId,
        ),
      ).toBe(false);
    });

    it('[DEV3] a device that reported nothing unsent goes at its next report; one never heard from, or removed twice, goes at once', async () => {
      const h = await start();
      const username = await signup(h);
      const { c: owner } = await signedIn(h, username);
      const { c: empty } = await signedIn(h, username);
      const { c: lost } = await signedIn(h, username);
      const { c: silent } = await signedIn(h, username);
      const idOf = async (c: typeof owner) =>
        ((await c.get('/api/v1/auth/devices')).json().devices as Listed[]).find((d) => d.isMyDevice)
          ?.device_id;
      const [emptyId, lostId, silentId] = [await idOf(empty), await idOf(lost), await idOf(silent)];
      await empty.post('/api/v1/auth/device-report', { unsent: 0 });
      await lost.post('/api/v1/auth/device-report', { unsent: 2 });
      // it may have rung up sales offline since it said 0: it stays until it says so again
      expect((await owner.post('/api/v1/auth/remove-device', { device_id: emptyId })).json().retiring).toBe(
        true,
      );
      expect((await empty.post('/api/v1/auth/device-report', { unsent: 0 })).json().signedOut).toBe(true);
      expect((await empty.get('/api/v1/auth/me')).statusCode).toBe(401);
      expect((await owner.post('/api/v1/auth/remove-device', { device_id: silentId })).json().retiring).toBe(
        false,
      );
      expect((await silent.get('/api/v1/auth/me')).statusCode).toBe(401);
      expect((await owner.post('/api/v1/auth/remove-device', { device_id: lostId })).json().retiring).toBe(
        true,
      );
      expect((await owner.post('/api/v1/auth/remove-device', { device_id: lostId })).json().retiring).toBe(
        false,
      );
      expect((await lost.get('/api/v1/auth/me')).statusCode).toBe(401);
    });

    it('[DEV2] a report must be a whole count (400)', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      expect((await c.post('/api/v1/auth/device-report', { unsent: -1 })).statusCode).toBe(400);
      expect((await c.post('/api/v1/auth/device-report', { unsent: 'many' })).statusCode).toBe(400);
    });
  });
}
