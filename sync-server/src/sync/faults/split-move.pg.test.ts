import { describePg } from '../../../test/databases.ts';
import { splitMoveSuite } from './split-move.suite.ts';

describePg('sync faults: split, merge and move on two offline tills', splitMoveSuite);
