import { describeSqlite } from '../../test/databases.ts';
import { cancelPaidSuite } from './cancel-paid.suite.ts';

describeSqlite('cancelling a paid order', cancelPaidSuite);
