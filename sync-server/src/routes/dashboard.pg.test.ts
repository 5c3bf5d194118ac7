import { describePg } from '../../test/databases.ts';
import { dashboardSuite } from './dashboard.suite.ts';

describePg('dashboard REST adapter', dashboardSuite);
