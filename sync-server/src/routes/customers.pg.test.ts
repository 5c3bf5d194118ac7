import { describePg } from '../../test/databases.ts';
import { customersSuite } from './customers.suite.ts';

describePg('customers REST adapters', customersSuite);
