import { describePg } from '../../test/databases.ts';
import { gstDiscountsSuite } from './gst-discounts.suite.ts';

describePg('GST: the GSTR-1 export after discounts', gstDiscountsSuite);
