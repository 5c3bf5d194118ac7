import { describePg } from '../../test/databases.ts';
import { ordersSuite } from './orders.suite.ts';

describePg('orders and kitchen REST adapters', ordersSuite);
