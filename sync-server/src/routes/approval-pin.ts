/**
 * POST /auth/approval-pin {pin} (APPR1, APPR2): a manager (MANAGER, or admin) sets their approval PIN. The
 * server makes a salt, derives the PIN's key (PBKDF2, `PIN_ITERATIONS`) and runs approver.set-pin.v1: tills
 * receive the verifier, the server alone keeps the key; the PIN itself is stored nowhere.
 */
import { randomBytes } from 'node:crypto';
import { derivePinKey, PIN_ITERATIONS, pinField, pinVerifier, setApproverPin } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../plugins/route.ts';
import { runMutation } from './tenant-mutation.ts';

export const APPROVAL_PIN_SAVED = 'Your approval PIN is set!';

const pinBody = v.object({ pin: pinField }, 'Invalid request!');

export default async function approvalPinRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/auth/approval-pin',
    summary: "Sets the signed-in manager's approval PIN (tills get a verifier, never the PIN)",
    tags: ['auth'],
    guards: [app.requireActiveTenant, app.requireScope('MANAGER')],
    body: pinBody,
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: async (request, _reply, { body }) => {
      const { user } = request.session();
      const salt = randomBytes(16).toString('hex');
      const key = await derivePinKey(body.pin, salt, PIN_ITERATIONS);
      const args = {
        userId: user.id,
        name: user.name,
        salt,
        iterations: PIN_ITERATIONS,
        verifier: pinVerifier(key),
        key,
      };
      return runMutation(app, request, setApproverPin, args, APPROVAL_PIN_SAVED);
    },
  });
}
