import { describeSqlite } from '../../test/databases.ts';
import { usersSuite } from './users.suite.ts';

describeSqlite('users REST adapters', usersSuite);
