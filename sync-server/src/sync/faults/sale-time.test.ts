import { describeSqlite } from '../../../test/databases.ts';
import { saleTimeSuite } from './sale-time.suite.ts';

describeSqlite('a sale keeps its own time', saleTimeSuite);
