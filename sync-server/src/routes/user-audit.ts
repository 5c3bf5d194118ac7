/**
 * AUD1, APPR1: the users screen's changes are audit entries (who changed whom, from which session, what), and a
 * user who may no longer approve (MANAGER taken away, deleted) loses the approval PIN on every till at once.
 */
import { mayApprove, removeApprover } from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../services/audit-trail.ts';
import { runMutation, tenantOf } from './tenant-mutation.ts';

export async function auditUserChange(
  app: FastifyInstance,
  request: FastifyRequest,
  action: 'user.add' | 'user.update' | 'user.reset-password' | 'user.delete',
  target: { id: string; username: string; role: string; scope: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  const { user, sessionId } = request.session();
  const tenantId = tenantOf(request);
  const entry = {
    tenantId,
    actor: user.id,
    deviceId: sessionId,
    action,
    entity: 'users',
    entityId: target.id,
    detail: { username: target.username, ...detail },
    now: app.now(),
  };
  await app.database.transaction((tx) => recordAudit(app.database, tx, entry));
  if (action === 'user.delete' || !mayApprove({ role: target.role, scope: target.scope }))
    await runMutation(app, request, removeApprover, { userId: target.id }, '');
}
