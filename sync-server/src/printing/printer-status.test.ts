import { describeSqlite } from '../../test/databases.ts';
import { printerStatusSuite } from './printer-status.suite.ts';

describeSqlite('printing: printer status read-back (DLE EOT)', printerStatusSuite);
