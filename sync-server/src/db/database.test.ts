import { describeSqlite } from '../../test/databases.ts';
import { databaseSuite } from './database.suite.ts';

describeSqlite('database', databaseSuite);
