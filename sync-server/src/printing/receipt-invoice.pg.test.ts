import { describePg } from '../../test/databases.ts';
import { receiptInvoiceSuite } from './receipt-invoice.suite.ts';

describePg('printing: the tax invoice on thermal receipts', receiptInvoiceSuite);
