/**
 * REST adapter for sync (sync-server/SPEC.md SS1-SS18; docs/architecture.md §6.3, 6.4): /api/v1/sync/register-device,
 * lease, push and pull. Staff
 * sessions of an active tenant; the device must be the tenant's and not removed. Protocol answers
 * (VersionNotSupported, OutOfOrder) are 200 with `ok: false`; a transient database failure is 503 (the app's
 * error handler, ADR 0045) and advances nothing, so the client resends the same batch.
 */
import {
  ERROR_CODES,
  maySell,
  PULL_PAGE_SIZE,
  parseWith,
  pullRequest,
  pushRequest,
  TEXTS,
} from '@tavola/shared';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { uuidv7 } from '../ids.ts';
import { tenantAccessError, unauthenticated } from '../plugins/auth.ts';
import { badRequest, HttpError } from '../plugins/errors.ts';
import { defineRoute, type OpenApiMeta } from '../plugins/route.ts';
import { NO_DEVICE_CODES_LEFT, registerDevice, registerDeviceArgs } from '../sync/devices.ts';
import {
  type DeviceRefusal,
  type MutatorLookup,
  monotonicMs,
  type Pusher,
  type SessionRefusal,
  type SyncEngine,
} from '../sync/engine.ts';
import { ensureSyncEpoch } from '../sync/epoch.ts';
import { leaseArgs } from '../sync/leases.ts';
import { versionNotSupported } from '../sync/versions.ts';

export type SyncRouteOptions = {
  /** The engine to use (tests wrap one to inject failures); default one with the environment's switches. */
  engine?: SyncEngine;
  /** Mutators by name; default the shared registry. */
  mutators?: MutatorLookup;
  /** Most operations per pull page; default PULL_PAGE_SIZE. */
  pullPageSize?: number;
};

const tags = ['sync'];
export const UNKNOWN_DEVICE = 'This device is not registered for this store! Please register it again.';
export const REVOKED_DEVICE = 'This device was removed from the store! Please register it again.';

/** Push and pull check versions before the body's shape, so they parse the body themselves; this documents it. */
const documented = (summary: string, body: v.GenericSchema): { openapi: OpenApiMeta } => {
  const { $schema: _, ...schema } = toJsonSchema(body, { target: 'draft-2020-12', errorMode: 'ignore' });
  return { openapi: { summary, tags, body: schema, secured: true, rateLimited: false } };
};

/**
 * 403 for every device refusal: the PWA registers the device again (a new code); its session stays. A push's
 * session refused inside its transaction (ADR 0014) gets the guards' answer.
 */
function refused(refusal: DeviceRefusal | SessionRefusal): HttpError {
  if (refusal.refused === 'session-ended') return unauthenticated();
  if (refusal.refused === 'tenant-closed') return tenantAccessError(refusal.tenant) ?? unauthenticated();
  const message = refusal.refused === 'revoked-device' ? REVOKED_DEVICE : UNKNOWN_DEVICE;
  return new HttpError(403, message, ERROR_CODES.forbidden);
}

/** Most sessions a process remembers as let through (their tenant ids: some 100 bytes each). */
const SESSIONS_REMEMBERED = 10_000;

/**
 * The sessions this process let through the guards, with their tenant (a session's tenant never changes); the
 * oldest is forgotten first. Remembering one grants nothing: a push by it has its session read in its transaction.
 */
class PassedSessions {
  private readonly tenants = new Map<string, string>();
  constructor(private readonly most: number) {}

  tenantOf(sessionId: string): string | undefined {
    return this.tenants.get(sessionId);
  }

  remember(sessionId: string, tenantId: string): void {
    if (this.tenants.has(sessionId)) return;
    if (this.tenants.size >= this.most) this.tenants.delete(this.tenants.keys().next().value as string);
    this.tenants.set(sessionId, tenantId);
  }

  forget(sessionId: string): void {
    this.tenants.delete(sessionId);
  }
}

export default async function syncRoutes(app: FastifyInstance, opts: SyncRouteOptions) {
  // The process's engine (plugins/sync-engine.ts, built from `opts.engine` and `opts.mutators`): the REST
  // writes ride the same group commit (SS27, ADR 0062).
  const engine = app.syncEngine;
  if (engine.executors.thread)
    app.log.info(
      engine.dialect === 'sqlite'
        ? 'sync: SQLite group commits run on a write thread'
        : 'sync: PostgreSQL pushes run on a thread',
    );
  if (!engine.executors.mergedWrites)
    app.log.info('sync: group commits apply push by push (SYNC_MERGED_WRITES=off)');
  // ADR 0045: the balancer's readiness probes the push path itself (its thread, behind its pushes).
  const instance = uuidv7();
  app.readiness.watch('sync', {
    probe: () => engine.probe({ id: uuidv7(), instance, now: app.now() }),
    oldestWaiting: () => engine.oldestInFlight(),
  });
  const pageSize = opts.pullPageSize ?? PULL_PAGE_SIZE;
  await ensureSyncEpoch(app.database); // RST1: pulls read it
  const guards = [app.requireUser, app.requireActiveTenant];
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of guards) await check.call(app, request, reply);
  };
  const passed = new PassedSessions(SESSIONS_REMEMBERED);
  /** A session refused by the store passes the guards again next time. */
  const forgetRefused = (sessionId: string | null, refusal: DeviceRefusal | SessionRefusal) => {
    if (sessionId !== null && (refusal.refused === 'session-ended' || refusal.refused === 'tenant-closed'))
      passed.forget(sessionId);
  };
  const tenantOf = (auth: { tenant: { id: string } | null }) => {
    if (!auth.tenant) throw new HttpError(403, UNKNOWN_DEVICE, ERROR_CODES.forbidden);
    return auth.tenant.id;
  };

  /**
   * The sender of a push or pull and its body (ADR 0014). A session this process let through before skips
   * the guards' look-up: the store reads it inside its transaction (`sessionId`, with no `auth`). Anything
   * else passes the guards first, as every other route does (an ended session's malformed or unsupported body
   * is a 401 before it is a 400). `unsupported`: the answer to a protocol version this server does not speak.
   */
  const admit = async <S extends v.GenericSchema>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
  ) => {
    const sessionId = request.accessSessionId();
    const known = sessionId === null ? undefined : passed.tenantOf(sessionId);
    const unsupported = versionNotSupported(request.body);
    const parsed = parseWith(schema, request.body);
    if (known === undefined || unsupported || !parsed.ok) await guard(request, reply);
    if (unsupported) return { unsupported } as const;
    if (!parsed.ok) throw badRequest(parsed.message);
    const auth = request.auth;
    const tenantId = auth ? tenantOf(auth) : (known as string);
    if (auth && sessionId !== null) passed.remember(sessionId, tenantId);
    return { unsupported: null, body: parsed.value as v.InferOutput<S>, auth, tenantId, sessionId } as const;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/sync/register-device',
    summary: 'Register this till or tablet: its device id and one-letter code for offline tokens',
    tags,
    body: registerDeviceArgs,
    guards,
    handler: async (request, _reply, { body }) => {
      const device = await registerDevice(app.database, tenantOf(request.session()), body, app.now());
      if (device === 'full') throw badRequest(NO_DEVICE_CODES_LEFT);
      return device;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/sync/lease',
    summary:
      "Today's next token number for the sale being rung up (next), or this device's reserve of numbers for selling offline",
    tags,
    body: leaseArgs,
    guards,
    handler: async (request, _reply, { body }) => {
      const auth = request.session();
      // TOK8, TOK9: numbers go only to users who may ring up sales; others are answered their open blocks
      const seller = maySell(auth.user);
      if (body.next && !seller) throw new HttpError(403, TEXTS.noAccess, ERROR_CODES.forbidden);
      const input = {
        tenantId: tenantOf(auth),
        deviceId: body.deviceId,
        now: app.now(),
        next: body.next,
        maySell: seller,
      };
      const result = await engine.lease(input);
      if (result === 'unknown-device') throw refused({ ok: false, refused: 'unknown-device' });
      return result;
    },
  });

  app.post(
    '/sync/push',
    { config: documented('Push queued mutations of one client, in order', pushRequest) },
    async (request, reply) => {
      const admitted = await admit(request, reply, pushRequest);
      if (admitted.unsupported) return admitted.unsupported;
      const { auth, tenantId, sessionId } = admitted;
      const pusher: Pusher = auth
        ? { actor: { role: auth.user.role, scope: auth.user.scope, userId: auth.user.id } }
        : { sessionId: sessionId as string };
      const { clientId, deviceId, mutations } = admitted.body;
      const outcome = await engine.push({
        tenantId,
        ...pusher,
        deviceId,
        clientId,
        mutations,
        now: app.now(),
      });
      if (!outcome.ok) {
        forgetRefused(sessionId, outcome);
        throw refused(outcome);
      }
      // After commit; on PostgreSQL the push's own NOTIFY already did it.
      if (outcome.announce && !engine.notifiesOnCommit && app.hasDecorator('realtime')) {
        app.realtime.publish(tenantId, {
          version: outcome.announce.version,
          events: [...outcome.announce.events],
        });
      }
      if (outcome.commitIssuedAt !== undefined) {
        // W3C Server-Timing: how long the push waited and worked here before its COMMIT went out.
        const receivedAt = monotonicMs() - reply.elapsedTime;
        const took = Math.max(0, outcome.commitIssuedAt - receivedAt).toFixed(1);
        reply.header('server-timing', `commit;dur=${took};desc="request to COMMIT"`);
      }
      return outcome.response;
    },
  );

  app.post(
    '/sync/pull',
    {
      config: { ...documented('Pull the changes after a cookie, one page', pullRequest), personalData: true },
    },
    async (request, reply) => {
      const admitted = await admit(request, reply, pullRequest);
      if (admitted.unsupported) return admitted.unsupported;
      const { auth, tenantId, sessionId } = admitted;
      const { clientId, deviceId, cookie } = admitted.body;
      const epoch = admitted.body.epoch ?? null;
      const grant = admitted.body.grant ?? null;
      const outcome = await engine.pull({
        tenantId,
        deviceId,
        clientId,
        cookie,
        epoch,
        grant,
        now: app.now(),
        pageSize,
        ...(admitted.body.firstSync === undefined ? {} : { firstSync: admitted.body.firstSync }),
        ...(admitted.body.echo === true ? { echo: true } : {}), // DRAIN4
        ...(auth
          ? { reader: { role: auth.user.role, scope: auth.user.scope, userId: auth.user.id } }
          : { sessionId: sessionId as string }),
      });
      if (!outcome.ok) {
        forgetRefused(sessionId, outcome);
        throw refused(outcome);
      }
      // KDS20: the server's clock, so the till judges a stamp of ours (KDS13's undo window) on the same clock
      return { ...outcome.response, serverTime: app.now() };
    },
  );
}
