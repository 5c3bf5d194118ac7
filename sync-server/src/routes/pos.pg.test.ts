import { describePg } from '../../test/databases.ts';
import { posSuite } from './pos.suite.ts';

describePg('POS REST adapters', posSuite);
