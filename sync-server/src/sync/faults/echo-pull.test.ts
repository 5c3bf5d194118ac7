import { describeSqlite } from '../../../test/databases.ts';
import { echoPullSuite } from './echo-pull.suite.ts';

describeSqlite('DRAIN4 echo pull', echoPullSuite);
