import { describeSqlite } from '../../../test/databases.ts';
import { storeFirstSyncSuite } from './store-first-sync.suite.ts';

describeSqlite('sync store first sync walk', storeFirstSyncSuite);
