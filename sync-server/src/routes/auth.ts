/** REST adapter for accounts and sessions: /api/v1/auth/* (docs/api-auth-contract.md). */
import {
  type AccountStatusAnswer,
  cancelSubscriptionArgs,
  deviceName,
  ERROR_CODES,
  forgotPasswordArgs,
  resetPasswordArgs,
  resetPasswordToken,
  signinArgs,
  signupArgs,
} from '@tavola/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { COOKIES, UNAUTHENTICATED_MESSAGE } from '../plugins/auth.ts';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { findUserByUsername, signupTenant, tenantState } from '../services/accounts.ts';
import { passwordResetMail } from '../services/mail.ts';
import { createResetToken, resetLink, resetPassword } from '../services/password-resets.ts';
import { verifyAgainstNothing, verifyPassword } from '../services/passwords.ts';
import type { SignInTicket } from '../services/sign-in-throttle.ts';
import { cancelSubscription, currentSubscription } from '../services/subscriptions.ts';
import { authDeviceRoutes } from './auth-devices.ts';

const tags = ['auth'];
export const INVALID_CREDENTIALS = 'Invalid username or password!';
const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a password reset link has been sent.';

export const deviceOf = (request: FastifyRequest) => ({
  name: deviceName(request.headers['user-agent']),
  ip: request.ip,
  location: null,
});

const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`;

/**
 * Counts a sign-in attempt on the account name (services/sign-in-throttle.ts); while the name waits, 429 with
 * Retry-After before any password is checked, so guesses made then count for nothing.
 */
export async function admitSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
): Promise<SignInTicket> {
  const admitted = await app.signInThrottle.admit(username, request.cookies[COOKIES.known], app.now());
  if (admitted.ok) return admitted.ticket;
  const seconds = Math.max(1, Math.ceil(admitted.retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${waitText(seconds)}.`,
    ERROR_CODES.rateLimited,
  );
}

/** After a good password: clears the account's count and remembers the account in this browser. */
export async function signInSucceeded(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  ticket: SignInTicket,
) {
  reply.setKnownCookie(await app.signInThrottle.succeeded(ticket, request.cookies[COOKIES.known]));
}

/** Revokes the request's session (from the access cookie, else the refresh cookie) and clears the cookies. */
export async function signOut(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const auth = await request.getAuth();
  const refresh = request.cookies[COOKIES.refresh];
  const sessionId = auth?.sessionId ?? (refresh ? await app.sessions.sessionOfRefresh(refresh) : null);
  if (sessionId) {
    await app.sessions.revoke(sessionId, app.now());
    app.realtime.closeSession(sessionId);
  }
  reply.clearSessionCookies();
  return { message: 'Logged out successfully!' };
}

export default async function authRoutes(app: FastifyInstance) {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  defineRoute(app, {
    method: 'POST',
    url: '/auth/signup',
    summary: 'Register a business: its tenant, admin user and Free subscription',
    tags,
    body: signupArgs,
    rateLimit,
    handler: async (_request, _reply, { body }) => {
      const result = await signupTenant(
        app.database,
        { bizName: body.biz_name, username: body.username, password: body.password },
        { requireApproval: app.config.requireApproval, now: app.now() },
      );
      if (result === 'taken') throw badRequest('Username already exists!');
      return { message: 'Account created successfully! Please login.' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/signin',
    summary: 'Sign in a store user; starts a new device session and sets the session cookies',
    tags,
    body: signinArgs,
    rateLimit,
    handler: async (request, reply, { body }) => {
      const ticket = await admitSignIn(app, request, reply, body.username);
      const user = await findUserByUsername(app.database, body.username);
      // The platform operator signs in through /superadmin/signin only.
      const ok =
        user && user.role !== 'superadmin'
          ? await verifyPassword(user.passwordHash, body.password)
          : await verifyAgainstNothing(body.password);
      if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      const now = app.now();
      const tokens = await app.database.transaction((tx) =>
        app.sessions.start(tx, user, deviceOf(request), now),
      );
      await signInSucceeded(app, request, reply, ticket);
      const auth = await app.sessions.load(tokens.sessionId);
      reply.setSessionCookies(tokens);
      return { message: 'Login successful!', user: auth?.user };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/signout',
    summary: 'Sign out this device: revokes its session and clears the cookies',
    tags,
    handler: (request, reply) => signOut(app, request, reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/refresh-token',
    summary: 'Rotate the refresh cookie and issue a new access cookie',
    tags,
    handler: async (request, reply) => {
      const token = request.cookies[COOKIES.refresh];
      const client = request.cookies[COOKIES.client];
      const result = token ? await app.sessions.rotate(token, client, app.now()) : null;
      if (!result?.ok) {
        if (result) request.log.info({ reason: result.reason }, 'refresh refused');
        reply.clearSessionCookies();
        throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      }
      reply.setSessionCookies(result.tokens);
      return { message: 'Session refreshed!' };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/me',
    summary: 'The signed-in user',
    tags,
    guards: [app.requireUser],
    handler: async (request) => ({ message: 'Session is active!', user: request.session().user }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/account-status',
    summary:
      "The store's standing for the waiting screen: awaiting approval, deactivated, inactive or active (ACC2)",
    tags,
    guards: [app.requireUser],
    handler: async (request): Promise<AccountStatusAnswer> => {
      const tenant = request.session().tenant;
      const state = tenant ? await tenantState(app.database, tenant.id) : null;
      if (!state) throw notFound('Store not found!');
      return { message: 'Account status', state };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/forgot-password',
    summary: 'Mail a password reset link (the answer never tells whether the account exists)',
    tags,
    body: forgotPasswordArgs,
    rateLimit,
    handler: async (request, _reply, { body }) => {
      const base = app.config.publicUrl;
      // Never a link built from the request's Host: anyone can forge it and receive the token (ADR 0044).
      if (!base) {
        request.log.warn(
          'password reset mail not sent: PUBLIC_URL is not set, so there is no origin to link to',
        );
        return { message: FORGOT_PASSWORD_ANSWER };
      }
      const user = await findUserByUsername(app.database, body.username);
      if (user) {
        const token = await createResetToken(app.database, user.id, app.now());
        // Not awaited: a slow mail server must not reveal which accounts exist.
        app.mailer
          .send(passwordResetMail(user.email ?? user.username, resetLink(base, token)))
          .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      }
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/reset-password/:token',
    summary: 'Set a new password with a single-use reset token; signs out every device of the user',
    tags,
    params: v.object({ token: resetPasswordToken }),
    body: resetPasswordArgs,
    rateLimit,
    handler: async (_request, _reply, { params, body }) => {
      const done = await resetPassword(app.database, app.sessions, params.token, body.password, app.now());
      if (!done) throw badRequest('Invalid request!');
      await app.signInThrottle.forget(done.username); // the owner proved the account: no lock outlives the reset
      return { message: 'Password updated successfully! Please login.' };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/subscription-details',
    summary: "The store's subscription (admin only)",
    tags,
    guards: [app.requireAdmin],
    handler: async (request) => {
      const tenant = request.session().tenant;
      const subscription = tenant ? await currentSubscription(app.database, tenant.id) : null;
      return { message: 'Subscription details fetched!', subscription };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/cancel-subscription',
    summary: 'Cancel the subscription at once; the store becomes inactive (admin only)',
    tags,
    guards: [app.requireAdmin],
    body: cancelSubscriptionArgs,
    handler: async (request, _reply, { body }) => {
      const tenant = request.session().tenant;
      const result = tenant
        ? await cancelSubscription(app.database, tenant.id, body.id, app.now())
        : 'missing';
      if (result === 'missing') throw notFound('Subscription not found!');
      return { message: 'Subscription cancelled successfully!' };
    },
  });

  await authDeviceRoutes(app);
}
