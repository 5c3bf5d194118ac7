import { describePg } from '../../test/databases.ts';
import { reportsSuite } from './reports.suite.ts';

describePg('reports REST adapter', reportsSuite);
