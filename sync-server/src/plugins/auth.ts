/**
 * Sessions on requests: `request.auth` (resolved from the signed access cookie and the live session row),
 * the cookie helpers, and the guards routes list: requireUser, requireAdmin, requireScope, requireSuperadmin,
 * requireActiveTenant. Roles are read from the database on every request, never from the cookie.
 */
import { ERROR_CODES, hasAnyScope, type Scope, TEXTS } from '@tavola/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { accessVerifier } from '../services/access-memo.ts';
import {
  ACCESS_TTL_MS,
  type AuthContext,
  createSessions,
  loadKeys,
  REFRESH_TTL_MS,
  type Sessions,
  serverSecret,
  type Tokens,
} from '../services/sessions.ts';
import { createSignInThrottle, type SignInThrottle, THROTTLE } from '../services/sign-in-throttle.ts';
import { HttpError } from './errors.ts';
import { isTls } from './security.ts';

export const COOKIES = {
  access: 'tavola_access',
  refresh: 'tavola_refresh',
  marker: 'tavola_authenticated',
  /** Sent with every refresh cookie: a refresh race is forgiven only to the client that spent the token. */
  client: 'tavola_client',
  /** Accounts this browser signed in to: their sign-ins skip the per-account backoff others caused. */
  known: 'tavola_known',
} as const;
export const REFRESH_COOKIE_PATH = '/api/v1/auth';

export const UNAUTHENTICATED_MESSAGE = 'Session expired! Please login again.';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    signInThrottle: SignInThrottle;
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    requireSuperadmin: preHandlerAsyncHookHandler;
    requireActiveTenant: preHandlerAsyncHookHandler;
    requireScope(...scopes: Scope[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The live session, once a guard or getAuth() resolved it; null when there is none. */
    auth: AuthContext | null;
    getAuth(): Promise<AuthContext | null>;
    /**
     * The session the signed, unexpired access cookie names, not yet checked against the database (the sync
     * push checks it inside its transaction, ADR 0014); null without a valid cookie.
     */
    accessSessionId(): string | null;
    /** The resolved session, for handlers behind a guard. */
    session(): AuthContext;
  }
  interface FastifyReply {
    setSessionCookies(tokens: Tokens): FastifyReply;
    clearSessionCookies(): FastifyReply;
    /** The `known` cookie after a sign-in; sign-out leaves it (it only spares this browser the backoff). */
    setKnownCookie(value: string): FastifyReply;
  }
}

export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED_MESSAGE, ERROR_CODES.unauthenticated);
const forbidden = () => new HttpError(403, TEXTS.noAccess, ERROR_CODES.forbidden);

/**
 * Why a session may not call a tenant's routes (requireActiveTenant): 403 without a tenant, 402 while the tenant
 * awaits approval or is inactive (cancelled, switched off); null when it may.
 */
export function tenantAccessError(tenant: { approved: boolean; isActive: boolean } | null): HttpError | null {
  if (!tenant) return forbidden();
  if (!tenant.approved) return new HttpError(402, TEXTS.awaitingApproval, ERROR_CODES.subscriptionInactive);
  if (!tenant.isActive) return new HttpError(402, TEXTS.noActiveAccount, ERROR_CODES.subscriptionInactive);
  return null;
}

async function authPlugin(app: FastifyInstance) {
  const keys = await loadKeys(app.database, app.config.secrets);
  const sessions = createSessions(app.database, keys, { batch: app.config.sessionReadBatch === 'on' });
  app.decorate('sessions', sessions);
  app.decorate(
    'signInThrottle',
    createSignInThrottle(app.database, await serverSecret(app.database, 'sign_in_key', null)),
  );

  const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();
  app.decorateRequest('auth', null);
  app.decorateRequest('getAuth', function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      const sessionId = this.accessSessionId();
      pending = (sessionId ? sessions.load(sessionId) : Promise.resolve(null)).then((auth) => {
        this.auth = auth;
        return auth;
      });
      resolved.set(this, pending);
    }
    return pending;
  });
  const verified = accessVerifier(keys, app.config.accessVerifyMemo === 'on');
  app.decorateRequest('accessSessionId', function (this: FastifyRequest) {
    return verified(this.cookies[COOKIES.access], app.now());
  });
  app.decorateRequest('session', function (this: FastifyRequest) {
    if (!this.auth) throw unauthenticated();
    return this.auth;
  });

  app.decorateReply('setSessionCookies', function (this: FastifyReply, tokens: Tokens) {
    const secure = isTls(this.request);
    const base = { sameSite: 'lax', secure } as const;
    this.setCookie(COOKIES.access, tokens.access, {
      ...base,
      httpOnly: true,
      path: '/',
      maxAge: ACCESS_TTL_MS / 1000,
    });
    this.setCookie(COOKIES.refresh, tokens.refresh, {
      ...base,
      httpOnly: true,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TTL_MS / 1000,
    });
    this.setCookie(COOKIES.client, tokens.client, {
      ...base,
      httpOnly: true,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TTL_MS / 1000,
    });
    // Readable by the PWA's route guard; it carries no authority.
    this.setCookie(COOKIES.marker, '1', {
      ...base,
      httpOnly: false,
      path: '/',
      maxAge: REFRESH_TTL_MS / 1000,
    });
    return this;
  });
  app.decorateReply('setKnownCookie', function (this: FastifyReply, value: string) {
    return this.setCookie(COOKIES.known, value, {
      sameSite: 'lax',
      secure: isTls(this.request),
      httpOnly: true,
      // Both consoles' sign-ins: /api/v1/auth/signin and /api/v1/superadmin/signin.
      path: '/api/v1',
      maxAge: THROTTLE.knownTtlMs / 1000,
    });
  });
  app.decorateReply('clearSessionCookies', function (this: FastifyReply) {
    const secure = isTls(this.request);
    const base = { sameSite: 'lax', secure } as const;
    this.clearCookie(COOKIES.access, { ...base, httpOnly: true, path: '/' });
    this.clearCookie(COOKIES.refresh, { ...base, httpOnly: true, path: REFRESH_COOKIE_PATH });
    this.clearCookie(COOKIES.client, { ...base, httpOnly: true, path: REFRESH_COOKIE_PATH });
    this.clearCookie(COOKIES.marker, { ...base, httpOnly: false, path: '/' });
    return this;
  });

  const need = async (request: FastifyRequest): Promise<AuthContext> => {
    const auth = await request.getAuth();
    if (!auth) throw unauthenticated();
    return auth;
  };
  const isSuperadmin = (a: AuthContext) => a.sessionRole === 'superadmin' && a.user.role === 'superadmin';

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await need(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const a = await need(request);
    if (a.user.role !== 'admin' || a.sessionRole === 'superadmin') throw forbidden();
  });
  app.decorate('requireSuperadmin', async (request: FastifyRequest) => {
    if (!isSuperadmin(await need(request))) throw forbidden();
  });
  app.decorate('requireScope', (...scopes: Scope[]) => async (request: FastifyRequest) => {
    const a = await need(request);
    if (a.sessionRole === 'superadmin' || !hasAnyScope(a.user, scopes)) throw forbidden();
  });
  app.decorate('requireActiveTenant', async (request: FastifyRequest) => {
    const error = tenantAccessError((await need(request)).tenant);
    if (error) throw error;
  });
}

export default fp(authPlugin, {
  name: 'tavola-auth',
  dependencies: ['tavola-errors', 'tavola-security', '@fastify/cookie'],
  decorators: { fastify: ['database', 'config', 'now'] },
});
