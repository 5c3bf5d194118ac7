import { describePg } from '../../test/databases.ts';
import { migrationsSuite } from './migrations.suite.ts';

describePg('migrations', migrationsSuite);
