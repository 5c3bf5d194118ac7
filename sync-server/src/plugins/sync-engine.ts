/**
 * The sync engine of this process (docs/architecture.md §6.7), built once for every door: the sync routes' push,
 * pull and lease, and the REST writes that ride its group commit (SS27, ADR 0062). Closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSyncEngine, engineSwitches, type MutatorLookup, type SyncEngine } from '../sync/engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    syncEngine: SyncEngine;
  }
}

export type SyncEnginePluginOptions = {
  /** The engine to use (tests wrap one to inject failures); default one with the environment's switches. */
  engine?: SyncEngine;
  /** Mutators by name; default the shared registry. */
  mutators?: MutatorLookup;
};

async function syncEnginePlugin(app: FastifyInstance, opts: SyncEnginePluginOptions) {
  // The environment's switches (ADR 0014): SQLite group commits on a write thread, PostgreSQL pushes on a thread
  // of their own, merged group writes.
  const engine =
    opts.engine ??
    createSyncEngine(app.database, {
      ...engineSwitches(app.config, app.database),
      ...(opts.mutators ? { mutators: opts.mutators } : {}),
      onMutatorError: (err, name) =>
        app.log.error({ err, mutator: name }, 'mutator threw; mutation rejected'),
    });
  app.decorate('syncEngine', engine);
  app.addHook('onClose', () => engine.close());
}

export default fp(syncEnginePlugin, { name: 'tavola-sync-engine' });
