import { describeSqlite } from '../../../test/databases.ts';
import { serverStateSuite } from './server-state.suite.ts';

describeSqlite('sync faults: server state', serverStateSuite);
