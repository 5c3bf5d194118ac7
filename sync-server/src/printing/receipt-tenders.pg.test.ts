import { describePg } from '../../test/databases.ts';
import { receiptTendersSuite } from './receipt-tenders.suite.ts';

describePg('receipt tenders', receiptTendersSuite);
