import { describePg } from '../../test/databases.ts';
import { salesSuite } from './sales.suite.ts';

describePg('what counts as a sale (SALE)', salesSuite);
