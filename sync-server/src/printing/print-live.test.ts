import { describeSqlite } from '../../test/databases.ts';
import { printLiveSuite } from './print-live.suite.ts';

describeSqlite('printing: the printers’ state on the staff socket', printLiveSuite);
