import { describeSqlite } from '../../test/databases.ts';
import { dinerSocketSuite } from './diner-socket.suite.ts';

describeSqlite('diner status socket', dinerSocketSuite);
