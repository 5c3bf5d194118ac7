import { describeSqlite } from '../../test/databases.ts';
import { salesSuite } from './sales.suite.ts';

describeSqlite('what counts as a sale (SALE)', salesSuite);
