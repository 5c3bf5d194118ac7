import { describeSqlite } from '../../test/databases.ts';
import { isolationSuite } from './isolation.suite.ts';

describeSqlite('tenant isolation matrix', isolationSuite);
