import { describePg } from '../../test/databases.ts';
import { cancelPaidSuite } from './cancel-paid.suite.ts';

describePg('cancelling a paid order', cancelPaidSuite);
