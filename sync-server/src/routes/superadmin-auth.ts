/** REST adapter for the platform operator's sign-in and sign-out: /api/v1/superadmin/sign{in,out}. */
import { superadminSigninArgs } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/index.ts';
import { HttpError } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { findUserByUsername } from '../services/accounts.ts';
import { verifyAgainstNothing, verifyPassword } from '../services/passwords.ts';
import { admitSignIn, deviceOf, INVALID_CREDENTIALS, signInSucceeded, signOut } from './auth.ts';

const tags = ['superadmin'];

export default async function superadminAuthRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const audit = (tx: AppDb, action: string, actor: string | null, detail: Record<string, unknown>) =>
    tx.insert(t.auditLog).values({
      tenantId: null,
      actor,
      action,
      entity: 'user',
      entityId: actor,
      detail,
      createdAt: app.now(),
    });

  defineRoute(app, {
    method: 'POST',
    url: '/superadmin/signin',
    summary: 'Sign in the platform operator',
    tags,
    body: superadminSigninArgs,
    rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 },
    handler: async (request, reply, { body }) => {
      const ticket = await admitSignIn(app, request, reply, body.username);
      const user = await findUserByUsername(app.database, body.username);
      const isOperator = user?.role === 'superadmin';
      const ok =
        user && isOperator
          ? await verifyPassword(user.passwordHash, body.password)
          : await verifyAgainstNothing(body.password);
      const device = deviceOf(request);
      if (!user || !isOperator || !ok) {
        if (user && isOperator) {
          await app.database.transaction((tx) =>
            audit(tx, 'superadmin.signin_failed', user.id, { ip: device.ip, device: device.name }),
          );
        }
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      const now = app.now();
      const tokens = await app.database.transaction(async (tx) => {
        await audit(tx, 'superadmin.signin', user.id, { ip: device.ip, device: device.name });
        return app.sessions.start(tx, user, device, now);
      });
      await signInSucceeded(app, request, reply, ticket);
      const auth = await app.sessions.load(tokens.sessionId);
      reply.setSessionCookies(tokens);
      return { message: 'Login successful!', user: auth?.user };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/superadmin/signout',
    summary: 'Sign out the platform operator',
    tags,
    guards: [app.requireSuperadmin],
    handler: async (request, reply) => {
      const actor = request.session().user.id;
      await app.database.transaction((tx) => audit(tx, 'superadmin.signout', actor, { ip: request.ip }));
      return signOut(app, request, reply);
    },
  });
}
