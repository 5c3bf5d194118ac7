// What a server mutation (a REST write on the sync core, SS27, ADR 0062) is as the sync store takes it and what
// it answers: plain data, apart from the plan (server-mutations.ts) so that the store's types name it.
import type { MutatorContext, SyncEvent, SyncedTable, TokenBlock } from '@tavola/shared';

/** One server mutation as the store takes it (structured-clone data: it may cross to the store thread). */
export type ServerMutationRequest = {
  readonly tenantId: string;
  readonly actor: MutatorContext['actor'];
  /** Who acted from where, for the audit log: the session's id (a REST call has no sync device). */
  readonly sessionId: string;
  /** The mutator's registered name (SYNC3). */
  readonly mutator: string;
  readonly args: unknown;
  /** The server's clock (epoch ms). */
  readonly now: number;
  /** Token numbers the server took for it before (a block of one each). */
  readonly leases?: readonly TokenBlock[];
  /**
   * TOK7 in the same transaction: the next number of the store's business day is taken first (kept even when
   * the mutation is then refused: a number is skipped, never reused) and given to the mutator as its args'
   * `tokenNo` and `businessDay` and its one lease.
   */
  readonly takesToken?: boolean;
  /**
   * A row the route answers with (the order just rung up), read in the group's transaction once its mutations
   * ran, so the route need not read it again after the commit.
   */
  readonly answer?: { readonly table: SyncedTable; readonly id: string };
};

export type ServerMutationOutcome =
  | {
      readonly ok: true;
      readonly version: number;
      readonly events: readonly SyncEvent[];
      /** The token taken for it (`takesToken`). */
      readonly token?: { readonly tokenNo: string; readonly businessDay: string };
      /** The row `answer` named, as the group's transaction left it (null: none). */
      readonly row?: Readonly<Record<string, unknown>> | null;
    }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** One server mutation's result in a group commit: its outcome, or the error that failed it. */
export type ServerMutationResult =
  | { ok: true; outcome: ServerMutationOutcome }
  | { ok: false; error: unknown };
