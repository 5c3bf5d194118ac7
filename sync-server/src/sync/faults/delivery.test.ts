import { describeSqlite } from '../../../test/databases.ts';
import { deliverySuite } from './delivery.suite.ts';

describeSqlite('sync faults: delivery', deliverySuite);
