import { describeSqlite } from '../../test/databases.ts';
import { printRestSuite } from './print-rest.suite.ts';

describeSqlite('printing: REST, reprint, no sale, CloudPRNT', printRestSuite);
