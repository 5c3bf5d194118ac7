import { describeSqlite } from '../../test/databases.ts';
import { realtimeSuite } from './realtime.suite.ts';

describeSqlite('realtime socket', realtimeSuite);
