/**
 * Mutators (docs/architecture.md §6.2): the one definition of every write that syncs. `reads` says what to load,
 * `decide` is pure: the PWA runs it on IndexedDB for the optimistic write, the server re-runs it inside its
 * transaction with its own clock, leases and rows, and only the server's outcome is the truth.
 */
import type * as v from 'valibot';
import type { Principal } from '../auth/permissions.ts';
import type { SyncedTable } from './protocol.ts';

/** A synced row as both sides hold it: camelCase columns without tenantId/version (the server stamps those). */
export type Row = { readonly id: string } & Readonly<Record<string, unknown>>;

/** What a mutator needs loaded before it decides. */
export type ReadSpec =
  /** Rows by primary key. */
  | { readonly table: SyncedTable; readonly ids: readonly string[] }
  /**
   * Rows whose column `by` holds one of `values` (e.g. orderItems by orderId) and, with `and`, whose columns
   * equal those values too (orders by tokenNo and businessDay: the server answers it from its unique index).
   */
  | {
      readonly table: SyncedTable;
      readonly by: string;
      readonly values: readonly string[];
      readonly and?: Readonly<Record<string, string>>;
    }
  /** The tenant's single row (storeSettings, printSettings). */
  | { readonly table: SyncedTable; readonly singleton: true }
  /** Every live row of a small table (taxes, paymentTypes): what a mutator needs only after other reads. */
  | { readonly table: SyncedTable; readonly all: true };

/** Loaded rows, by table and id; tombstoned rows are absent. */
export type Loaded = { readonly [T in SyncedTable]?: Readonly<Record<string, Row>> };

/** A block of daily token numbers [start, end] (both inclusive, like token_leases) leased to this device (TOK). */
export type TokenBlock = { readonly businessDay: string; readonly start: number; readonly end: number };

export type MutatorContext = {
  readonly tenantId: string;
  readonly actor: Principal & { readonly userId: string };
  readonly deviceId: string;
  /** One letter, unique in the tenant: offline tokens print as `${deviceCode}-${n}`. */
  readonly deviceCode: string;
  /** Epoch ms: the server's clock on the server, the device's on the device. */
  readonly now: number;
  /** The store's business day of `now` (YYYY-MM-DD), from the store's zone and day start. */
  readonly businessDay: string;
  /**
   * The device's leased token blocks: at least those of `businessDay` and the day before (an order rung up
   * before the day turned keeps its day, SYNC6); blocks of other days are ignored by TOK4.
   */
  readonly leases: readonly TokenBlock[];
};

export type Write =
  | {
      readonly table: SyncedTable;
      readonly op: 'put';
      readonly row: Row;
      /**
       * SYNC19: the row is new, under an id the mutation supplied: it must not overwrite any row. The server
       * inserts it (a row with this id anywhere, another tenant's or a tombstone, refuses the write) and the
       * device's run refuses it over a row it holds. Without it a put replaces the row it names.
       */
      readonly create?: true;
    }
  /** A tombstone: deletions sync. */
  | { readonly table: SyncedTable; readonly op: 'del'; readonly id: string };

/** SYNC19: the rows `writes` create (puts marked `create`), by table and id, in order. */
export const createdRows = (writes: readonly Write[]): { table: SyncedTable; id: string }[] =>
  writes.flatMap((w) => (w.op === 'put' && w.create ? [{ table: w.table, id: w.row.id }] : []));

/** Real-time events a committed mutation announces (SYNC16). */
export type SyncEvent =
  | {
      readonly type: 'new_order';
      readonly orderId: string;
      readonly tokenNo: string;
      readonly paymentStatus: string;
      /** KDS10: lets a kitchen apply its store's rule (`kitchenSeesOrder`) to the event. */
      readonly deliveryType?: string | undefined;
    }
  | { readonly type: 'order_update'; readonly orderIds: readonly string[] }
  | { readonly type: 'payment_update'; readonly orderIds: readonly string[] };

/** Written to the audit log by the server (price overrides, voids, cancellations). */
export type AuditEntry = {
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly detail: Readonly<Record<string, unknown>>;
};

export type MutatorDecision =
  | {
      readonly ok: true;
      readonly writes: readonly Write[];
      readonly events?: readonly SyncEvent[];
      readonly audit?: readonly AuditEntry[];
    }
  /** A permanent rejection: the mutation id still advances; the till shows `message`. */
  | { readonly ok: false; readonly code: string; readonly message: string };

export interface Mutator<A = unknown> {
  /** Versioned by renaming: 'order.create.v1'. A queued mutation must still apply after upgrades. */
  readonly name: string;
  readonly args: v.GenericSchema<unknown, A>;
  reads(args: A): readonly ReadSpec[];
  decide(loaded: Loaded, args: A, ctx: MutatorContext): MutatorDecision;
}

export const rejectWith = (code: string, message: string): MutatorDecision => ({ ok: false, code, message });

/** Defines a mutator with its argument type inferred from the schema. */
export const defineMutator = <S extends v.GenericSchema>(
  m: Mutator<v.InferOutput<S>> & { args: S },
): Mutator<v.InferOutput<S>> => m;
