/**
 * SYNC1 rows of the shift and approval tables (SHIFT1, APPR2; ADR 0063), kept beside rows.ts so that file keeps
 * one table a type.
 */
import type { SyncedBase } from './row-base.ts';

type Synced = SyncedBase;

/** SHIFT1: a cashier's shift on one device, from its opening float to its count. */
export type ShiftRow = Synced & {
  readonly deviceId: string;
  /** The user who opened it. */
  readonly cashierId: string;
  /** The business day it opened in (TIME3). */
  readonly businessDay: string;
  /** 'open' | 'closed'. */
  readonly status: string;
  readonly openedAt: number;
  readonly openingFloat: number;
  readonly closedAt: number | null;
  readonly closedBy: string | null;
  /** Cash counted at close, minor units. */
  readonly countedCash: number | null;
  /** SHIFT4: the count by denomination, `{ "50000": 3, ... }` (value in minor units → pieces); null: a total. */
  readonly denominations: Readonly<Record<string, number>> | null;
  /** SHIFT3: cash the drawer should hold, computed by the deciding side (the server's is the truth). */
  readonly expectedCash: number | null;
  /** SHIFT6: closing this shift closed its business day (the Z report). */
  readonly closesDay: boolean;
};

/** SHIFT2: a pay-in or pay-out of a shift's drawer, with its reason. */
export type CashMovementRow = Synced & {
  readonly shiftId: string;
  /** 'in' | 'out'. */
  readonly kind: string;
  readonly amount: number;
  readonly reason: string;
  readonly createdBy: string;
  /** APPR4: the manager who approved it (a pay-out by a cashier), or null. */
  readonly approvedBy: string | null;
};

/** APPR2: a manager's PIN verifier, by user id: what a till checks a PIN against offline. */
export type ApproverRow = Synced & {
  readonly name: string;
  /** Hex. */
  readonly salt: string;
  readonly iterations: number;
  /** SHA-256 of the PIN's key, hex: it checks a PIN, it cannot sign. */
  readonly verifier: string;
};

/** APPR2: the PIN key itself, by user id: the server's alone (no device reads the table, READ2). */
export type ApprovalKeyRow = Synced & { readonly key: string };
