import { describePg } from '../../test/databases.ts';
import { gstSuite } from './gst.suite.ts';

describePg('GST: store tax identity and the GSTR-1 export', gstSuite);
