// PGW6 switched off (STORE_THREAD_BATCH=off): the push thread answers as with its messages in batches (one
// message a request and an answer).
import { describePgWith, type OpenTestDatabaseUrl, pgTestDatabaseUrl } from '../../../test/databases.ts';
import { openDatabase } from '../../db/index.ts';
import { createSyncEngine } from '../engine.ts';
import { storeThreadSuite, threaded } from './store-thread.suite.ts';

describePgWith(
  'sync store thread, a message a request',
  (openUrl: OpenTestDatabaseUrl) =>
    storeThreadSuite(async () => {
      const { url, drop } = await openUrl();
      const database = await openDatabase(url);
      const store = createSyncEngine(database, { thread: 'on', databaseUrl: url, batchMessages: false });
      return threaded(database, store, drop);
    }),
  pgTestDatabaseUrl,
);
