import { describePg } from '../../../test/databases.ts';
import { offlineSuite } from './offline.suite.ts';

describePg('sync faults: offline tills', offlineSuite);
