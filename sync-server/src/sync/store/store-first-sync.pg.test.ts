import { describePg } from '../../../test/databases.ts';
import { storeFirstSyncSuite } from './store-first-sync.suite.ts';

describePg('sync store first sync walk', storeFirstSyncSuite);
