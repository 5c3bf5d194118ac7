import { describePg } from '../../test/databases.ts';
import { dinerSocketSuite } from './diner-socket.suite.ts';

describePg('diner status socket', dinerSocketSuite);
