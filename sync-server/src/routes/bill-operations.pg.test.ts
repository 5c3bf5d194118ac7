import { describePg } from '../../test/databases.ts';
import { billOperationsSuite } from './bill-operations.suite.ts';

describePg('bill operations', billOperationsSuite);
