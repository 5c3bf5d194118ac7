import { describePg } from '../../test/databases.ts';
import { invoiceRoundOffSuite } from './invoice-round-off.suite.ts';

describePg('REST invoices: round-off', invoiceRoundOffSuite);
