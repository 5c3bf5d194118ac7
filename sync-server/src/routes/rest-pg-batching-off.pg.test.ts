// ADR 0079 switched off: SESSION_READ_BATCH=off (one session statement a request) and PG_CORKED_WRITES=off (a
// socket write a statement, as node-postgres does): the auth and REST create-order suites give the same answers.
import { describePgWith, pgTestDatabaseWith } from '../../test/databases.ts';
import { harnessEnv } from '../test-support/app-harness.ts';
import { authSuite } from './auth.suite.ts';
import { posSuite } from './pos.suite.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

Object.assign(harnessEnv, { SESSION_READ_BATCH: 'off', PG_CORKED_WRITES: 'off' });
const plain = pgTestDatabaseWith({ corkedWrites: false });

describePgWith('auth, a session read a request', authSuite, plain);
describePgWith('POS REST adapters, a session read a request, a write a statement', posSuite, plain);
describePgWith(
  'REST on the sync core, a session read a request, a write a statement',
  restSyncCoreSuite,
  plain,
);
