import { describeSqlite } from '../../../test/databases.ts';
import { storeSuite } from './store.suite.ts';
import { storeGroupSuite } from './store-group.suite.ts';

describeSqlite('sync store contract', storeSuite);
describeSqlite('sync store group commit', storeGroupSuite);
