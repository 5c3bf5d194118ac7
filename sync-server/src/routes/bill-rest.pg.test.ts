import { describePg } from '../../test/databases.ts';
import { billRestSuite } from './bill-rest.suite.ts';

describePg('bill operations over REST', billRestSuite);
