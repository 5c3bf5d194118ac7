/**
 * What every tenant REST adapter shares: the caller's tenant, the 404 for a row it does not own, and running
 * a mutator for it exactly as a push would (SET3), answering `{ message }`.
 */
import { ERROR_CODES, type Mutator, TEXTS } from '@tavola/shared';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { applyServerMutation, type ServerMutationInput } from '../sync/apply-server-mutation.ts';

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
 * SET3: runs `mutator` for the caller's tenant and answers `{ message }`; a rejection is 404 (missing
 * row), 403 (scope) or 400 (anything else, with the mutator's message). `extra.leases`: tokens the server
 * took for it (TOK7).
 */
export async function runMutation<A>(
  app: FastifyInstance,
  request: FastifyRequest,
  mutator: Mutator<A>,
  args: A,
  message: string,
  extra: Pick<ServerMutationInput, 'leases'> = {},
): Promise<{ message: string }> {
  const auth = request.session();
  const result = await applyServerMutation(
    app.database,
    {
      tenantId: tenantOf(request),
      actor: { role: auth.user.role, scope: auth.user.scope, userId: auth.user.id },
      sessionId: auth.sessionId,
      mutator: mutator as Mutator<unknown>,
      args,
      now: app.now(),
      ...extra,
    },
    (tenantId, announce) => app.hasDecorator('realtime') && app.realtime.publish(tenantId, announce),
  );
  if (result.ok) return { message };
  if (result.code.endsWith('NOT_FOUND')) throw notFound(result.message);
  if (result.code === ERROR_CODES.forbidden) throw new HttpError(403, result.message, ERROR_CODES.forbidden);
  throw badRequest(result.message);
}
