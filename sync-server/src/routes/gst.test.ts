import { describeSqlite } from '../../test/databases.ts';
import { gstSuite } from './gst.suite.ts';

describeSqlite('GST: store tax identity and the GSTR-1 export', gstSuite);
