import { describeSqlite } from '../../test/databases.ts';
import { customersSuite } from './customers.suite.ts';

describeSqlite('customers REST adapters', customersSuite);
