import { describeSqlite } from '../../../test/databases.ts';
import { storeSuite } from './store.suite.ts';

describeSqlite('sync store contract', storeSuite);
