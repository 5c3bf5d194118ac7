import { describePg } from '../../../test/databases.ts';
import { serverStateSuite } from './server-state.suite.ts';

describePg('sync faults: server state', serverStateSuite);
