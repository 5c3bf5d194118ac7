import { describePg } from '../../test/databases.ts';
import { epsonSdpSuite } from './epson-sdp.suite.ts';

describePg('printing: Epson Server Direct Print', epsonSdpSuite);
