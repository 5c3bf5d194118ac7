import { describeSqlite } from '../../test/databases.ts';
import { ordersSuite } from './orders.suite.ts';

describeSqlite('orders and kitchen REST adapters', ordersSuite);
