import { describePg } from '../../test/databases.ts';
import { databaseSuite } from './database.suite.ts';

describePg('database', databaseSuite);
