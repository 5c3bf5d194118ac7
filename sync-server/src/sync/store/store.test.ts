import { describeSqlite } from '../../../test/databases.ts';
import { storeSuite } from './store.suite.ts';
import { storeGroupSuite } from './store-group.suite.ts';
import { storeNewRowsSuite } from './store-new-rows.suite.ts';
import { storePullSuite } from './store-pull.suite.ts';

describeSqlite('sync store contract', storeSuite);
describeSqlite('sync store pull contract', storePullSuite);
describeSqlite('sync store group commit', storeGroupSuite);
describeSqlite('sync store new rows', storeNewRowsSuite);
