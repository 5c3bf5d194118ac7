import { describeSqlite } from '../../test/databases.ts';
import { syncReadsSuite } from './sync-reads.suite.ts';

describeSqlite('sync pull reads (READ2-READ4)', syncReadsSuite);
