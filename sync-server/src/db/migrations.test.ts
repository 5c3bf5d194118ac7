import { describeSqlite } from '../../test/databases.ts';
import { migrationsSuite } from './migrations.suite.ts';

describeSqlite('migrations', migrationsSuite);
