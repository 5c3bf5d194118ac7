import { describeSqlite } from '../../../test/databases.ts';
import { splitMoveSuite } from './split-move.suite.ts';

describeSqlite('sync faults: split, merge and move on two offline tills', splitMoveSuite);
