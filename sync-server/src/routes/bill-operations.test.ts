import { describeSqlite } from '../../test/databases.ts';
import { billOperationsSuite } from './bill-operations.suite.ts';

describeSqlite('bill operations', billOperationsSuite);
