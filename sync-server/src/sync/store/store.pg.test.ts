import { describePg } from '../../../test/databases.ts';
import { storeSuite } from './store.suite.ts';
import { storeGroupSuite } from './store-group.suite.ts';
import { storeNewRowsSuite } from './store-new-rows.suite.ts';
import { storePullSuite } from './store-pull.suite.ts';

describePg('sync store contract', storeSuite);
describePg('sync store pull contract', storePullSuite);
describePg('sync store group commit', storeGroupSuite);
describePg('sync store new rows', storeNewRowsSuite);
