/**
 * The accounts and sessions contract (docs/api-auth-contract.md), run on SQLite (auth.test.ts) and
 * PostgreSQL (auth.pg.test.ts). The cases live in *.cases.ts files by area.
 */
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { accountCases } from './auth-account.cases.ts';
import { deviceCases } from './auth-devices.cases.ts';
import { guessingCases } from './auth-guessing.cases.ts';
import { refreshCases } from './auth-refresh.cases.ts';
import { sessionCases } from './auth-session.cases.ts';
import { storeOnboardingCases } from './store-onboarding.cases.ts';
import { superadminCases } from './superadmin-auth.cases.ts';

export function authSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  sessionCases(harness);
  refreshCases(harness);
  accountCases(harness);
  deviceCases(harness);
  storeOnboardingCases(harness);
  guessingCases(harness);
  superadminCases(harness);
}
