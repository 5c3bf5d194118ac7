/**
 * Users, guarded by SETTINGS (admin always): the tenant's users and staff
 * accounts (add, update, reset password, delete); sub-kitchens by SUBKITCHEN (PERM11). Admin accounts cannot
 * be changed here; another tenant's username answers 404 like an unknown one.
 */
import {
  addSubKitchenArgs,
  addUserArgs,
  canManageUser,
  deleteUserArgs,
  ERROR_CODES,
  formatScopes,
  GRANT_REFUSED,
  MANAGE_REFUSED,
  type Principal,
  parseScopes,
  resetUserPasswordArgs,
  type Scope,
  SUB_KITCHEN_SCOPES,
  scopesBeyondGrant,
  updateUserArgs,
} from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { hashPassword } from '../services/passwords.ts';
import { addSubKitchen, addUser, findStaff, listUsers, updateUser } from '../services/users.ts';
import { settingsGuards, tenantOf } from './tenant-mutation.ts';
import { auditUserChange } from './user-audit.ts';

const tags = ['users'];
const usernameParam = deleteUserArgs;
const TAKEN = 'Username already exists!';
const USER_NOT_FOUND = 'User not found!';

/** PERM9: 403 when the caller asks to grant a scope it does not hold (scopes `kept` by the user excepted). */
function requireGrantable(request: FastifyRequest, requested: readonly Scope[], kept: readonly Scope[] = []) {
  if (scopesBeyondGrant(request.session().user, requested, kept).length > 0) {
    throw new HttpError(403, GRANT_REFUSED, ERROR_CODES.forbidden);
  }
}

/** PERM10: 403 unless the caller may reset the password of, or delete, this staff user. */
function requireManageable(request: FastifyRequest, user: Principal) {
  if (!canManageUser(request.session().user, user)) {
    throw new HttpError(403, MANAGE_REFUSED, ERROR_CODES.forbidden);
  }
}

export default async function usersRoutes(app: FastifyInstance) {
  const guards = settingsGuards(app);
  const { t } = app.database;

  defineRoute(app, {
    method: 'GET',
    url: '/users',
    summary: "The tenant's users (scope as a comma-separated string)",
    tags,
    guards,
    handler: async (request) => ({
      message: 'Users',
      users: await listUsers(app.database, tenantOf(request)),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/add',
    summary: 'Add a staff user with scopes',
    tags,
    guards,
    body: addUserArgs,
    handler: async (request, _reply, { body }) => {
      requireGrantable(request, body.userScopes);
      const result = await addUser(app.database, tenantOf(request), body, app.now());
      if (result === 'taken') throw badRequest(TAKEN);
      const added = await findStaff(app.database, tenantOf(request), body.username);
      if (added) await auditUserChange(app, request, 'user.add', added, { scopes: added.scope }); // AUD1
      return { message: 'User added successfully!' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/update/:username',
    summary: "Update a staff user's details and scopes (the username cannot change)",
    tags,
    guards,
    params: usernameParam,
    body: v.omit(updateUserArgs, ['username']),
    handler: async (request, _reply, { body, params }) => {
      const tenantId = tenantOf(request);
      const user = await findStaff(app.database, tenantId, params.username);
      if (!user) throw notFound(USER_NOT_FOUND);
      requireGrantable(request, body.userScopes, parseScopes(user.scope));
      await updateUser(app.database, tenantId, user.id, body, app.now());
      const scope = formatScopes(body.userScopes);
      // AUD1, APPR1: audited; a user who may no longer approve loses the approval PIN
      await auditUserChange(
        app,
        request,
        'user.update',
        { ...user, scope },
        { before: user.scope, after: scope },
      );
      return { message: 'User updated successfully!' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/update-password/:username',
    summary: "Set a staff user's password; their sessions are signed out",
    tags,
    guards,
    params: usernameParam,
    body: v.omit(resetUserPasswordArgs, ['username']),
    handler: async (request, _reply, { body, params }) => {
      const user = await findStaff(app.database, tenantOf(request), params.username);
      if (!user) throw notFound(USER_NOT_FOUND);
      requireManageable(request, user);
      const passwordHash = await hashPassword(body.password);
      const now = app.now();
      const revoked = await app.database.transaction(async (tx) => {
        await tx.update(t.users).set({ passwordHash, updatedAt: now }).where(eq(t.users.id, user.id));
        const live = await tx
          .select({ id: t.deviceSessions.id, revokedAt: t.deviceSessions.revokedAt })
          .from(t.deviceSessions)
          .where(eq(t.deviceSessions.userId, user.id));
        await app.sessions.revokeAllOfUser(tx, user.id, now);
        return live.filter((s) => s.revokedAt === null).map((s) => s.id);
      });
      for (const id of revoked) app.realtime.closeSession(id);
      await auditUserChange(app, request, 'user.reset-password', user); // AUD1
      return { message: 'Password updated successfully!' };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/users/delete/:username',
    summary: 'Delete a staff user (their sessions end with them)',
    tags,
    guards,
    params: deleteUserArgs,
    handler: async (request, _reply, { params }) => {
      const user = await findStaff(app.database, tenantOf(request), params.username);
      if (!user) throw notFound(USER_NOT_FOUND);
      requireManageable(request, user);
      const sessions = await app.database.db
        .select({ id: t.deviceSessions.id })
        .from(t.deviceSessions)
        .where(eq(t.deviceSessions.userId, user.id));
      await app.database.transaction((tx) => tx.delete(t.users).where(eq(t.users.id, user.id)));
      for (const s of sessions) app.realtime.closeSession(s.id);
      await auditUserChange(app, request, 'user.delete', user); // AUD1, APPR1
      return { message: 'User deleted successfully!' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/add-kitchen',
    summary: 'Create a sub-kitchen: a child tenant with its own admin login (admin or SUBKITCHEN)',
    tags,
    guards: [app.requireActiveTenant, app.requireScope(...SUB_KITCHEN_SCOPES)],
    body: addSubKitchenArgs,
    handler: async (request, _reply, { body }) => {
      requireGrantable(request, body.userScopes);
      const result = await addSubKitchen(app.database, tenantOf(request), body, app.now());
      if (result === 'taken') throw badRequest(TAKEN);
      return { message: 'Sub-Kitchen added successfully!' };
    },
  });
}
