// One mutation run by the server itself, outside a push (SET3): a REST adapter's write. The same store
// adapter as a push: bump the tenant version, apply the mutator in one transaction (synchronous on SQLite,
// row-locked on PostgreSQL, where the NOTIFY goes out on commit), and announce the version so devices pull.
// A rejection rolls everything back and is returned; a transient database failure throws TransientStoreError.
import {
  businessToday,
  type Mutator,
  type MutatorContext,
  SYNC_REJECTIONS,
  type SyncEvent,
  type TokenBlock,
} from '@tavola/shared';
import type { Database, Tables } from '../db/index.ts';
import { encodeNotification, SYNC_CHANNEL } from '../realtime/notification.ts';
import { applyMutationPlan } from './apply-mutation.ts';
import { asStoreError, databaseFault, isIdConstraint, isRetryable } from './errors.ts';
import { transactPg } from './store/pg-executor.ts';
import { drive, notify, type Plan, RollbackTo } from './store/plan.ts';
import { sqliteExecutor } from './store/sqlite.ts';
import { storeClockPlan } from './store-clock.ts';

export type ServerMutationInput = {
  readonly tenantId: string;
  readonly actor: MutatorContext['actor'];
  /** Who acted from where, for the audit log: the session's id (a REST call has no sync device). */
  readonly sessionId: string;
  readonly mutator: Mutator<unknown>;
  readonly args: unknown;
  /** The server's clock (epoch ms). */
  readonly now: number;
  /** Token numbers the server took for this mutation (TOK7: a REST order's token, DIN5: a diner order's; a block of one). */
  readonly leases?: readonly TokenBlock[];
};

export type ServerMutationResult =
  | { readonly ok: true; readonly version: number; readonly events: readonly SyncEvent[] }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** Rejections the server adds when a write cannot be stored (another tenant's id, a constraint). */
export const SERVER_MUTATION_REJECTIONS = {
  CONFLICT: 'This change conflicts with data saved on the server!',
  INVALID_ROW: 'This change holds a value the server cannot store!',
} as const;

const PG_RETRIES = 3;

function* serverMutationPlan(t: Tables, input: ServerMutationInput): Plan<ServerMutationResult> {
  const clock = yield* storeClockPlan(t, input.tenantId);
  const ctx: MutatorContext = {
    tenantId: input.tenantId,
    actor: input.actor,
    deviceId: input.sessionId,
    deviceCode: '',
    now: input.now,
    businessDay: businessToday(input.now, clock),
    leases: input.leases ?? [],
  };
  const { value } = yield* applyMutationPlan(t, input.mutator, input.args, ctx);
  if (!value.ok) throw new RollbackTo(value);
  const { version } = value;
  const events = [...value.events];
  yield* notify(SYNC_CHANNEL, encodeNotification(input.tenantId, { version, events }));
  return { ok: true, version, events };
}

/** A write refused by the database for this mutation alone (not a failure of the database). */
function rejectionOf(error: unknown): ServerMutationResult | null {
  if (error instanceof RollbackTo) return error.value as ServerMutationResult;
  const fault = databaseFault(error);
  if (fault?.kind === 'constraint' && isIdConstraint(fault.constraint))
    return { ok: false, code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE }; // SYNC19: a new row's id
  if (fault?.kind === 'constraint')
    return { ok: false, code: 'CONFLICT', message: SERVER_MUTATION_REJECTIONS.CONFLICT };
  if (fault?.kind === 'data')
    return { ok: false, code: 'INVALID_ROW', message: SERVER_MUTATION_REJECTIONS.INVALID_ROW };
  return null;
}

async function run(database: Database, input: ServerMutationInput): Promise<ServerMutationResult> {
  const { t } = database;
  if (database.sqlite) {
    return database.sqlite.write((tx) => drive(serverMutationPlan(t, input), sqliteExecutor(tx)));
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactPg(database, serverMutationPlan(t, input));
    } catch (error) {
      if (attempt < PG_RETRIES && isRetryable(error)) continue;
      throw error;
    }
  }
}

/**
 * Applies `input.mutator` for a tenant as the server. `publish` announces the new version after the commit
 * where the database does not (SQLite); on PostgreSQL the NOTIFY inside the transaction already did.
 */
export async function applyServerMutation(
  database: Database,
  input: ServerMutationInput,
  publish?: (tenantId: string, announce: { version: number; events: SyncEvent[] }) => void,
): Promise<ServerMutationResult> {
  let result: ServerMutationResult;
  try {
    result = await run(database, input);
  } catch (error) {
    const rejection = rejectionOf(error);
    if (!rejection) throw asStoreError(error);
    return rejection;
  }
  if (result.ok && database.dialect === 'sqlite') {
    publish?.(input.tenantId, { version: result.version, events: [...result.events] });
  }
  return result;
}
