import { describeSqlite } from '../../test/databases.ts';
import { gstDiscountsSuite } from './gst-discounts.suite.ts';

describeSqlite('GST: the GSTR-1 export after discounts', gstDiscountsSuite);
