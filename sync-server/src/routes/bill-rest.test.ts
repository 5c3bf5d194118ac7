import { describeSqlite } from '../../test/databases.ts';
import { billRestSuite } from './bill-rest.suite.ts';

describeSqlite('bill operations over REST', billRestSuite);
