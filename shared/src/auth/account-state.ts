/** ACC1-ACC2: one word for a store's standing, read alike by the operator's list and the owner's waiting screen. */
import { TEXTS } from '../errors/index.ts';

export const ACCOUNT_STATES = ['active', 'awaiting-approval', 'deactivated', 'inactive'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export type TenantStanding = { approved: boolean; isActive: boolean; switchedOff: boolean };

/** ACC1: the operator's switch wins, then approval, then the subscription (a cancelled or lapsed one). */
export function accountStateOf(t: TenantStanding): AccountState {
  if (t.switchedOff) return 'deactivated';
  if (!t.approved) return 'awaiting-approval';
  if (!t.isActive) return 'inactive';
  return 'active';
}

/** ACC1: the operator's badge. */
export const ACCOUNT_STATE_LABEL: Readonly<Record<AccountState, string>> = {
  active: 'Active',
  'awaiting-approval': 'Awaiting approval',
  deactivated: 'Deactivated',
  inactive: 'Inactive',
};

export const DEACTIVATED_HEADING =
  'Your store has been deactivated. Please contact support to switch it back on.';

/** ACC2: the owner's waiting screen heading for each state but active. */
export const ACCOUNT_STATE_HEADING: Readonly<Record<Exclude<AccountState, 'active'>, string>> = {
  'awaiting-approval': TEXTS.awaitingApproval,
  deactivated: DEACTIVATED_HEADING,
  inactive: TEXTS.noActiveAccount,
};

/** GET /auth/account-status. */
export type AccountStatusAnswer = { message: string; state: AccountState };
