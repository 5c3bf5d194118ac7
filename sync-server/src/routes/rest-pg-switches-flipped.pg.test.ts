// ADR 0083's switches the other way from their defaults: REST_PG_PRELUDE_ASYNC=on (opt-in: the numbers'
// transaction commits without its own WAL flush), ACCESS_VERIFY_MEMO=off (every access cookie's HMAC computed)
// and STORE_THREAD_BATCH=off (a message a request): the auth and REST create-order suites give the same answers.
import { describePgWith, pgTestDatabase } from '../../test/databases.ts';
import { harnessEnv } from '../test-support/app-harness.ts';
import { authSuite } from './auth.suite.ts';
import { posSuite } from './pos.suite.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

Object.assign(harnessEnv, {
  REST_PG_PRELUDE_ASYNC: 'on',
  ACCESS_VERIFY_MEMO: 'off',
  STORE_THREAD_BATCH: 'off',
});

describePgWith('auth, every access cookie verified', authSuite, pgTestDatabase);
describePgWith('POS REST adapters, the numbers committed without their own flush', posSuite, pgTestDatabase);
describePgWith(
  'REST on the sync core, the numbers committed without their own flush',
  restSyncCoreSuite,
  pgTestDatabase,
);
