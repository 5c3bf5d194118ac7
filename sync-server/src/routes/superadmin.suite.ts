/**
 * The super-admin console and the platform calls, run on
 * SQLite (superadmin.test.ts) and PostgreSQL (superadmin.pg.test.ts). Cases live in *.cases.ts by area.
 */
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { checkoutCases } from './checkout.cases.ts';
import { publicMapCases } from './public-map.cases.ts';
import { superadminAnswersCases } from './superadmin-answers.cases.ts';
import { superadminFiguresCases } from './superadmin-figures.cases.ts';
import { superadminTenantsCases } from './superadmin-tenants.cases.ts';
import { tenantDeleteCases } from './tenant-delete.cases.ts';

export function superadminSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  superadminTenantsCases(harness);
  superadminAnswersCases(harness);
  superadminFiguresCases(harness);
  tenantDeleteCases(harness);
  publicMapCases(harness);
  checkoutCases(harness);
}
