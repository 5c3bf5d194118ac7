import { describeSqlite } from '../../test/databases.ts';
import { epsonSdpSuite } from './epson-sdp.suite.ts';

describeSqlite('printing: Epson Server Direct Print', epsonSdpSuite);
