import { describePg } from '../../test/databases.ts';
import { syncReadsSuite } from './sync-reads.suite.ts';

describePg('sync pull reads (READ2-READ4)', syncReadsSuite);
