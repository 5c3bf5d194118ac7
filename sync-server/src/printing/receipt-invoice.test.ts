import { describeSqlite } from '../../test/databases.ts';
import { receiptInvoiceSuite } from './receipt-invoice.suite.ts';

describeSqlite('printing: the tax invoice on thermal receipts', receiptInvoiceSuite);
