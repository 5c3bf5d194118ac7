import { describeSqlite } from '../../test/databases.ts';
import { invoiceRoundOffSuite } from './invoice-round-off.suite.ts';

describeSqlite('REST invoices: round-off', invoiceRoundOffSuite);
