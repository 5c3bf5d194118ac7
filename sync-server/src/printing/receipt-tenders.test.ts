import { describeSqlite } from '../../test/databases.ts';
import { receiptTendersSuite } from './receipt-tenders.suite.ts';

describeSqlite('receipt tenders', receiptTendersSuite);
