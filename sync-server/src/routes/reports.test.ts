import { describeSqlite } from '../../test/databases.ts';
import { reportsSuite } from './reports.suite.ts';

describeSqlite('reports REST adapter', reportsSuite);
