import { describeSqlite } from '../../test/databases.ts';
import { invoicesSuite } from './invoices.suite.ts';

describeSqlite('invoices REST adapters', invoicesSuite);
