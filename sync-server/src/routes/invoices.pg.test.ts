import { describePg } from '../../test/databases.ts';
import { invoicesSuite } from './invoices.suite.ts';

describePg('invoices REST adapters', invoicesSuite);
