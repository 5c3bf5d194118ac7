import { describeSqlite } from '../../test/databases.ts';
import { authSuite } from './auth.suite.ts';

describeSqlite('auth', authSuite);
