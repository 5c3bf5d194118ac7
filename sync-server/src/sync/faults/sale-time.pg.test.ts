import { describePg } from '../../../test/databases.ts';
import { saleTimeSuite } from './sale-time.suite.ts';

describePg('a sale keeps its own time', saleTimeSuite);
