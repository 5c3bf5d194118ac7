// What the main thread and the SQLite write thread (ADR 0021) say to each other: structured-clone data only.
import type { LeaseInput, LeaseOutcome } from '../leases.ts';
import type { PushInput, PushOutcome } from './types.ts';

/** An error across the thread boundary; `transient`: a database failure worth retrying (503). */
export type SentError = { readonly transient: boolean; readonly message: string; readonly stack?: string };

export type ToWriter =
  | {
      readonly type: 'group';
      readonly id: number;
      readonly inputs: readonly PushInput[];
      readonly leases: readonly LeaseInput[];
    }
  | { readonly type: 'close' };

export type FromWriter =
  | {
      readonly type: 'done';
      readonly id: number;
      readonly results: readonly ({ ok: true; outcome: PushOutcome } | { ok: false; error: SentError })[];
      readonly leases: readonly ({ ok: true; outcome: LeaseOutcome } | { ok: false; error: SentError })[];
    }
  /** The group's statements ran: its COMMIT comes next (the main thread may send the next group now). */
  | { readonly type: 'committing'; readonly id: number }
  | { readonly type: 'failed'; readonly id: number; readonly error: SentError }
  | { readonly type: 'mutator-error'; readonly name: string; readonly error: SentError };
