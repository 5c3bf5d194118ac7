import { describeSqlite } from '../../test/databases.ts';
import { posSuite } from './pos.suite.ts';

describeSqlite('POS REST adapters', posSuite);
