/**
 * What every tenant REST adapter shares: the caller's tenant, the 404 for a row it does not own, and running
 * a mutator for it exactly as a push would (SET3), answering `{ message }`: in the sync engine's group commit
 * (SS27, ADR 0062), or with REST_GROUP_COMMIT=off in a transaction of its own.
 */
import { ERROR_CODES, getMutator, type Mutator, TEXTS } from '@tavola/shared';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { takeServerToken } from '../services/server-token.ts';
import { applyServerMutation } from '../sync/apply-server-mutation.ts';
import type { ServerMutationOutcome, ServerMutationRequest } from '../sync/server-mutations.ts';

/** The guards of every settings call: an active tenant and SETTINGS (admin always, PERM2). */
export const settingsGuards = (app: FastifyInstance) => [
  app.requireActiveTenant,
  app.requireScope('SETTINGS'),
];

export const tenantOf = (request: FastifyRequest): string => {
  const tenant = request.session().tenant;
  if (!tenant) throw new HttpError(403, TEXTS.noAccess, ERROR_CODES.forbidden);
  return tenant.id;
};

/** 404 unless the tenant has a live row with this id (another tenant's id looks the same as none). */
export async function requireRow(
  app: FastifyInstance,
  request: FastifyRequest,
  table: SQLiteTable,
  id: string,
): Promise<Record<string, unknown>> {
  const row = await scoped(app.database, tenantOf(request)).find(table, id);
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

/**
 * What a REST write asks besides its args: TOK7, the server takes the order's token (`tokenNo`, `businessDay`);
 * `answer`, a row to answer with, read in the write's own transaction (on the grouped path).
 */
export type MutationExtra = Pick<ServerMutationRequest, 'takesToken' | 'answer'>;

/** Announces a committed REST write to this process's sockets where the database does not (SQLite). */
function publish(app: FastifyInstance, tenantId: string, outcome: ServerMutationOutcome): void {
  if (!outcome.ok || app.syncEngine.notifiesOnCommit || !app.hasDecorator('realtime')) return;
  app.realtime.publish(tenantId, { version: outcome.version, events: [...outcome.events] });
}

/**
 * Runs `mutator` for the caller's tenant: SS27, in the engine's next group commit (each REST write in a savepoint,
 * acknowledged once the group is durable); with REST_GROUP_COMMIT=off, or a mutator the registry does not
 * hold, in a transaction of its own (apply-server-mutation.ts).
 */
async function applyForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  mutator: Mutator<unknown>,
  args: unknown,
  extra: MutationExtra,
): Promise<ServerMutationOutcome> {
  const auth = request.session();
  const tenantId = tenantOf(request);
  const actor = { role: auth.user.role, scope: auth.user.scope, userId: auth.user.id };
  const now = app.now();
  if (app.config.restGroupCommit === 'on' && getMutator(mutator.name) === mutator) {
    const outcome = await app.syncEngine.apply({
      tenantId,
      actor,
      sessionId: auth.sessionId,
      mutator: mutator.name,
      args,
      now,
      ...(extra.takesToken ? { takesToken: true } : {}),
      ...(extra.answer ? { answer: extra.answer } : {}),
    });
    publish(app, tenantId, outcome);
    return outcome;
  }
  const token = extra.takesToken ? await takeServerToken(app.database, tenantId, now) : null;
  const input = {
    tenantId,
    actor,
    sessionId: auth.sessionId,
    mutator,
    args: token ? { ...(args as object), tokenNo: token.tokenNo, businessDay: token.businessDay } : args,
    now,
    ...(token ? { leases: [token.lease] } : {}),
  };
  return applyServerMutation(app.database, input, (id, announce) =>
    publish(app, id, { ok: true, ...announce }),
  );
}

/**
 * SET3: runs `mutator` for the caller's tenant and answers `{ message }`; a rejection is 404 (missing
 * row), 403 (scope) or 400 (anything else, with the mutator's message). `extra.takesToken`: the server
 * numbers the order (TOK7).
 */
export async function runMutation<A>(
  app: FastifyInstance,
  request: FastifyRequest,
  mutator: Mutator<A>,
  args: A,
  message: string,
  extra: MutationExtra = {},
): Promise<{ message: string }> {
  await mutate(app, request, mutator, args, extra);
  return { message };
}

/**
 * `runMutation` without the answer: the row `extra.answer` named as the write left it (undefined when the write
 * ran on its own, REST_GROUP_COMMIT=off: the route reads it then). Refusals throw as in `runMutation`.
 */
export async function mutate<A>(
  app: FastifyInstance,
  request: FastifyRequest,
  mutator: Mutator<A>,
  args: A,
  extra: MutationExtra = {},
): Promise<{ row: Readonly<Record<string, unknown>> | null | undefined }> {
  const result = await applyForRequest(app, request, mutator as Mutator<unknown>, args, extra);
  if (result.ok) return { row: 'row' in result ? result.row : undefined };
  if (result.code.endsWith('NOT_FOUND')) throw notFound(result.message);
  if (result.code === ERROR_CODES.forbidden) throw new HttpError(403, result.message, ERROR_CODES.forbidden);
  throw badRequest(result.message);
}
