import { describePg } from '../../test/databases.ts';
import { isolationSuite } from './isolation.suite.ts';

describePg('tenant isolation matrix', isolationSuite);
