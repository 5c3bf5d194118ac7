import { describePg } from '../../test/databases.ts';
import { printerStatusSuite } from './printer-status.suite.ts';

describePg('printing: printer status read-back (DLE EOT)', printerStatusSuite);
