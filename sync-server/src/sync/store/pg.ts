// PostgreSQL sync store: the pushes of one tenant run one group at a time in this process, each group one
// transaction (ADR 0014): pushes that arrive while a group of their tenant runs wait for the next, which takes
// them all. The client rows, the tenant's version row and the rows the mutators read are locked in that order
// (FOR UPDATE), so groups of one tenant from several processes take turns in commit order. NOTIFY is sent
// inside the transaction, so LISTENers hear of a push only once it committed. Pulls read in one REPEATABLE
// READ, READ ONLY transaction. Groups of different tenants run at once on their own connections, and share WAL
// flushes (PostgreSQL's own group commit).
import type { Database } from '../../db/index.ts';
import { setKeyedPgReads } from '../apply-mutation.ts';
import { asStoreError, databaseFault, isRetryable } from '../errors.ts';
import { leasePlan } from '../leases.ts';
import { pullPlan } from '../pull-plan.ts';
import { failsGroup, mergeable, mergedGroupPlan, oneByOnePlan } from '../push-group.ts';
import type { PushDeps } from '../push-types.ts';
import { mergedServerMutationsPlan } from '../server-merged.ts';
import {
  type Prelude,
  preludePlan,
  type ServerMutationOutcome,
  type ServerMutationRequest,
  type ServerMutationResult,
  serverMutationsPlan,
} from '../server-mutations.ts';
import { writeProbePlan } from '../write-probe.ts';
import { settle, stampCommit, takeGroup, type Waiting } from './group.ts';
import { drivePg, pipelined, transactPg } from './pg-executor.ts';
import { type Plan, RollbackTo, type Savepointed } from './plan.ts';
import { startPushThread } from './store-thread.ts';
import type { GroupResult, PushInput, PushOutcome, StoreAdapter, SyncStoreOptions } from './types.ts';

/** A deadlock or serialisation failure is retried this many times before the client gets 503. */
const RETRIES = 3;

/** Most server mutations one PostgreSQL transaction carries (SS27); the rest wait for the next. */
const GROUP_MAX_APPLIES = 500;

/** The group's outcomes stamped when its plan ends: COMMIT goes out right after. */
function* stamped(plan: Plan<GroupResult[]>): Plan<GroupResult[]> {
  return stampCommit(yield* plan);
}

/** The outcomes of an attempt that kept them; one that did not ends its transaction with ROLLBACK. */
function* keptOrRolledBack<R>(plan: Plan<Savepointed<R[]>>): Plan<R[]> {
  const attempt = yield* plan;
  if (!attempt.keep) throw new RollbackTo(attempt);
  return attempt.value;
}

/** An error that ends the group's transaction: PostgreSQL asks for a retry, or the connection is gone. */
const endsGroup = (error: unknown): boolean =>
  isRetryable(error) || databaseFault(error)?.kind === 'transient';

export function pgStore(database: Database, options: SyncStoreOptions): StoreAdapter {
  const local = pgStoreHere(database, options);
  if (!options.writeThread || !options.databaseUrl) return local;
  // ADR 0014: pushes and leases on a thread of their own; pulls stay here, on the pool of short reads.
  const thread = startPushThread(options.databaseUrl, options);
  const storeError = (error: unknown) => {
    throw asStoreError(error);
  };
  return {
    ...local,
    push: (input) => thread.push(input).catch(storeError),
    lease: (input) => thread.lease(input).catch(storeError),
    apply: (input) => thread.apply(input).catch(storeError),
    probe: (input) => thread.probe(input).catch(storeError),
    close: () => thread.close(),
  };
}

/** The PostgreSQL store run on this thread: the push thread's own, or (tests, the TypeScript server) the process's. */
function pgStoreHere(database: Database, options: SyncStoreOptions): StoreAdapter {
  setKeyedPgReads(options.keyedPlans !== false);
  const deps: PushDeps = {
    t: database.t,
    mutators: options.mutators,
    ...(options.onMutatorError ? { onMutatorError: options.onMutatorError } : {}),
    mergedWrites: options.mergedWrites,
  };
  const shortLocks = options.shortLocks !== false;
  const preludeAsync = options.preludeAsyncCommit === true;
  /** Per tenant with a group running: the pushes waiting for the next. */
  const waiting = new Map<string, Waiting[]>();
  /** SS27: per tenant with a group of server mutations running, the ones waiting for the next (ADR 0062). */
  const applying = new Map<string, Waiting<ServerMutationRequest, ServerMutationOutcome>[]>();

  /**
   * One transaction for a tenant's waiting server mutations: first merged (ADR 0062: their reads in one round
   * trip); when that cannot, rolled back and run again each in a savepoint. Retried like a push group.
   */
  const applyOnce = async (
    inputs: readonly ServerMutationRequest[],
    taken: Prelude | undefined,
  ): Promise<ServerMutationResult[]> => {
    if (deps.mergedWrites) {
      try {
        const plan = mergedServerMutationsPlan(deps, inputs, { taken, answerFromMemory: shortLocks });
        return await transactPg(database, keptOrRolledBack(plan), options.beforeStep);
      } catch (error) {
        if (!(error instanceof RollbackTo) && failsGroup(error, endsGroup)) throw error;
      }
    }
    const plan = serverMutationsPlan(deps, inputs, endsGroup, taken);
    return await transactPg(database, plan, options.beforeStep);
  };
  /** Retries `once` on a deadlock or serialisation failure. */
  const retried = async <R>(once: () => Promise<R>): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await once();
      } catch (error) {
        if (attempt < RETRIES && isRetryable(error)) continue;
        throw error;
      }
    }
  };
  const applyGroup = async (inputs: readonly ServerMutationRequest[]): Promise<ServerMutationResult[]> => {
    // ADR 0077: the group's numbers (TOK7) in a committed transaction of their own, so the store's counter row is
    // held for one statement and its COMMIT, not the whole group; a number the group then does not use is skipped.
    const taken =
      shortLocks && inputs.some((i) => i.takesToken)
        ? await retried(() =>
            // PGW8: its COMMIT need not wait for the WAL flush: the group's durable COMMIT, written after it, flushes it
            transactPg(database, preludePlan(deps, inputs), options.beforeStep, {
              asyncCommit: preludeAsync,
            }),
          )
        : undefined;
    return await retried(() => applyOnce(inputs, taken));
  };

  /** Runs a tenant's server mutations group after group until none wait (as `runGroups` does pushes). */
  const runApplies = async (
    tenantId: string,
    first: Waiting<ServerMutationRequest, ServerMutationOutcome>[],
  ) => {
    for (let group = first; group.length > 0; ) {
      try {
        settle(group, await applyGroup(group.map((w) => w.input)));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      group = (applying.get(tenantId) ?? []).splice(0, GROUP_MAX_APPLIES);
    }
    applying.delete(tenantId);
  };

  /**
   * A group: merged in a transaction of its own, without a savepoint (a round trip before its first statement,
   * and its last writes could not go out with COMMIT); when that cannot, rolled back and run push by push in
   * another (ADR 0014).
   */
  const group = async (inputs: readonly PushInput[]): Promise<GroupResult[]> => {
    if (deps.mergedWrites && mergeable(inputs)) {
      try {
        return await transactPg(
          database,
          stamped(keptOrRolledBack(mergedGroupPlan(inputs, deps, endsGroup))),
          options.beforeStep,
        );
      } catch (error) {
        // Not kept (RollbackTo), or failed by a statement (thrown by the driver's scope, or after COMMIT for a
        // trailing write): push by push, unless the failure ends the group (503, or a retry of it).
        if (!(error instanceof RollbackTo) && failsGroup(error, endsGroup)) throw error;
      }
    }
    return await transactPg(database, stamped(oneByOnePlan(inputs, deps, endsGroup)), options.beforeStep);
  };

  const commit = async (inputs: readonly PushInput[]): Promise<GroupResult[]> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await group(inputs);
      } catch (error) {
        if (attempt < RETRIES && isRetryable(error)) continue;
        throw error;
      }
    }
  };

  /** Runs `group`, then the pushes of its tenant that arrived meanwhile, until none wait. */
  const runGroups = async (tenantId: string, first: Waiting[]) => {
    for (let group = first; group.length > 0; ) {
      try {
        settle(group, await commit(group.map((w) => w.input)));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      group = takeGroup(waiting.get(tenantId) ?? []);
    }
    waiting.delete(tenantId);
  };

  return {
    dialect: 'pg',
    notifiesOnCommit: true,
    push(input) {
      return new Promise<PushOutcome>((resolve, reject) => {
        const w = { input, resolve, reject };
        const queue = waiting.get(input.tenantId);
        if (queue) {
          queue.push(w);
          return;
        }
        waiting.set(input.tenantId, []);
        void runGroups(input.tenantId, [w]);
      }).catch((error: unknown) => {
        throw asStoreError(error);
      });
    },
    close: async () => {},
    apply(input) {
      return new Promise<ServerMutationOutcome>((resolve, reject) => {
        const w = { input, resolve, reject };
        const queue = applying.get(input.tenantId);
        if (queue) {
          queue.push(w);
          return;
        }
        applying.set(input.tenantId, []);
        void runApplies(input.tenantId, [w]);
      }).catch((error: unknown) => {
        throw asStoreError(error);
      });
    },
    async lease(input) {
      try {
        return await transactPg(database, leasePlan(database.t, input), options.beforeStep);
      } catch (error) {
        throw asStoreError(error);
      }
    },
    async probe(input) {
      try {
        await transactPg(database, writeProbePlan(database.t, input, null), options.beforeStep);
      } catch (error) {
        throw asStoreError(error);
      }
    },
    async pull(input) {
      try {
        return await pipelined(database)(
          (tx) => drivePg(tx, pullPlan(input, database.t), options.beforeStep),
          // On the pool of short reads: a kitchen's pull never waits for a connection behind the pushes.
          { begin: 'isolation level repeatable read read only', shortReads: true },
        );
      } catch (error) {
        throw asStoreError(error);
      }
    },
  };
}
