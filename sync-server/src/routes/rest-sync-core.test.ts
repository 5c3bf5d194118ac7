import { describeSqlite } from '../../test/databases.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

describeSqlite('REST on the sync core', restSyncCoreSuite);
