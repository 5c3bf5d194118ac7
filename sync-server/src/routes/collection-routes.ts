/**
 * The four REST calls of a settings collection (list, `/add`, `DELETE /{id}`,
 * `/{id}/update`), each write running its mutator for the caller's tenant (SET3).
 */
import { idParam, type Mutator } from '@tavola/shared';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { defineRoute } from '../plugins/route.ts';
import { requireRow, runMutation, settingsGuards, tenantOf } from './tenant-mutation.ts';

/**
 * A mutator of the collection. Its argument type is not tracked here: the body schemas above are the
 * mutator's own (shared/src/validation), and applying a mutation parses its args again.
 */
type CollectionMutator = Pick<Mutator<never>, 'name'>;

type Table = SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn };

export type CollectionSpec<
  T extends Table,
  AddBody extends v.GenericSchema,
  UpdateBody extends v.GenericSchema,
> = {
  /** e.g. '/settings/taxes' */
  path: string;
  /** 'tax', 'table': used in the OpenAPI summaries. */
  noun: string;
  table: T;
  /** The list's key and message: `{ message: label, [key]: rows }`. */
  list: { key: string; label: string; toWire: (row: T['$inferSelect']) => object };
  add: {
    body: AddBody;
    mutator: CollectionMutator;
    message: string;
    args?: (body: v.InferOutput<AddBody>) => object;
  };
  update: {
    body: UpdateBody;
    mutator: CollectionMutator;
    message: string;
    args?: (body: v.InferOutput<UpdateBody>) => object;
  };
  remove: { mutator: CollectionMutator; message: string; note?: string };
};

export function defineCollectionRoutes<
  T extends Table,
  AddBody extends v.GenericSchema,
  UpdateBody extends v.GenericSchema,
>(app: FastifyInstance, tags: readonly string[], spec: CollectionSpec<T, AddBody, UpdateBody>): void {
  const guards = settingsGuards(app);
  const { table, noun } = spec;
  const run = (request: FastifyRequest, m: CollectionMutator, args: object, message: string) =>
    runMutation(app, request, m as Mutator<unknown>, args, message);

  defineRoute(app, {
    method: 'GET',
    url: spec.path,
    summary: `Every ${noun}, oldest first`,
    tags,
    guards,
    handler: async (request) => {
      const rows = await scoped(app.database, tenantOf(request)).select(table, {
        orderBy: [table.createdAt, table.id],
      });
      return { message: spec.list.label, [spec.list.key]: rows.map(spec.list.toWire) };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${spec.path}/add`,
    summary: `Add a ${noun} (${spec.add.mutator.name})`,
    tags,
    guards,
    body: spec.add.body,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      const args = { id, ...(spec.add.args ? spec.add.args(body) : (body as object)) };
      return { ...(await run(request, spec.add.mutator, args, spec.add.message)), id };
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${spec.path}/:id`,
    summary: `Delete a ${noun} (${spec.remove.mutator.name})${spec.remove.note ?? ''}`,
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, table, params.id);
      return run(request, spec.remove.mutator, params, spec.remove.message);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${spec.path}/:id/update`,
    summary: `Update a ${noun} (${spec.update.mutator.name})`,
    tags,
    guards,
    params: idParam,
    body: spec.update.body,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, table, params.id);
      const args = { ...params, ...(spec.update.args ? spec.update.args(body) : (body as object)) };
      return run(request, spec.update.mutator, args, spec.update.message);
    },
  });
}
