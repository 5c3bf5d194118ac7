/** REST adapter for the devices screen: /api/v1/auth/devices, remove-device, rename-device, device-report (DEV1-DEV3). */
import {
  DEVICE_RENAMED,
  DEVICE_RETIRING_MESSAGE,
  type DeviceReportAnswer,
  type DevicesAnswer,
  deviceReportArgs,
  type RemoveDeviceAnswer,
  removeDeviceArgs,
  renameDeviceArgs,
} from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { listDevices, removeDevice, renameDevice, reportUnsent } from '../services/devices.ts';

const tags = ['auth'];

export async function authDeviceRoutes(app: FastifyInstance) {
  const signOut = (now: number) => async (sessionId: string) => {
    await app.sessions.revoke(sessionId, now);
    app.realtime.closeSession(sessionId);
  };

  defineRoute(app, {
    method: 'GET',
    url: '/auth/devices',
    summary: "Signed-in devices: an admin's whole store, otherwise the user's own",
    tags,
    guards: [app.requireUser],
    handler: async (request): Promise<DevicesAnswer> => ({
      message: 'Devices fetched!',
      devices: await listDevices(app.database, request.session(), app.now()),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/remove-device',
    summary: 'Sign a device out; one holding unsent changes signs out once they arrive (DEV3)',
    tags,
    guards: [app.requireUser],
    body: removeDeviceArgs,
    handler: async (request, reply, { body }): Promise<RemoveDeviceAnswer> => {
      const auth = request.session();
      const now = app.now();
      const removed = await removeDevice(app.database, auth, body.device_id, signOut(now), now);
      if (removed === 'missing') throw notFound('Device not found!');
      if (removed === 'retiring') {
        // its sockets close, so an online device pulls and reports at once (DEV2), and goes if it holds nothing
        app.realtime.closeSession(body.device_id);
        return { message: DEVICE_RETIRING_MESSAGE, retiring: true };
      }
      if (body.device_id === auth.sessionId) reply.clearSessionCookies();
      return { message: 'Device removed successfully!', retiring: false };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/rename-device',
    summary: 'Name a device ("Counter 1"): the owner any of the store\'s, a user its own (DEV1)',
    tags,
    guards: [app.requireUser],
    body: renameDeviceArgs,
    handler: async (request, _reply, { body }) => {
      const renamed = await renameDevice(
        app.database,
        request.session(),
        body.device_id,
        body.name,
        app.now(),
      );
      if (!renamed) throw notFound('Device not found!');
      return { message: DEVICE_RENAMED };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/device-report',
    summary:
      'This device reports its unsent changes (DEV2); a retiring device with none is signed out (DEV3)',
    tags,
    guards: [app.requireUser],
    body: deviceReportArgs,
    handler: async (request, reply, { body }): Promise<DeviceReportAnswer> => {
      const now = app.now();
      const result = await reportUnsent(app.database, request.session(), body.unsent, signOut(now), now);
      if (result.signedOut) reply.clearSessionCookies();
      return { message: 'Reported!', ...result };
    },
  });
}
