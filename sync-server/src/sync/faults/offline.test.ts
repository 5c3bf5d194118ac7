import { describeSqlite } from '../../../test/databases.ts';
import { offlineSuite } from './offline.suite.ts';

describeSqlite('sync faults: offline tills', offlineSuite);
