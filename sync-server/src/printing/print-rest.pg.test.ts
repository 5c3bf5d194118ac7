import { describePg } from '../../test/databases.ts';
import { printRestSuite } from './print-rest.suite.ts';

describePg('printing: REST, reprint, no sale, CloudPRNT', printRestSuite);
