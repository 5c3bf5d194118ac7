import { describeSqlite } from '../../test/databases.ts';
import { dashboardSuite } from './dashboard.suite.ts';

describeSqlite('dashboard REST adapter', dashboardSuite);
