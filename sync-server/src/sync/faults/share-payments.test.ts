import { describeSqlite } from '../../../test/databases.ts';
import { sharePaymentsSuite } from './share-payments.suite.ts';

describeSqlite(
  'sync faults: lines as seen on payments, equal shares on two offline tills',
  sharePaymentsSuite,
);
