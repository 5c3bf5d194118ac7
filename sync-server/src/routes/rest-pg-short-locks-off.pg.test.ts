// PGW1, PGW2 switched off (ADR 0077): REST_PG_SHORT_LOCKS=off (numbers and answers in the group's transaction)
// and SYNC_PG_KEYED_PLANS=off (the planner's choice for reads by ids): the REST suites give the same answers.
import { describePg } from '../../test/databases.ts';
import { harnessEnv } from '../test-support/app-harness.ts';
import { posSuite } from './pos.suite.ts';
import { qrmenuSuite } from './qrmenu.suite.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

Object.assign(harnessEnv, { REST_PG_SHORT_LOCKS: 'off', SYNC_PG_KEYED_PLANS: 'off' });

describePg('POS REST adapters, short locks off', posSuite);
describePg('diner orders, short locks off', qrmenuSuite);
describePg('REST on the sync core, short locks off', restSyncCoreSuite);
