import { describePg } from '../../test/databases.ts';
import { shiftSharesSuite } from './shift-shares.suite.ts';

describePg('equal shares in their own shift', shiftSharesSuite);
