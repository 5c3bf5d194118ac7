import { describePg } from '../../test/databases.ts';
import { usersSuite } from './users.suite.ts';

describePg('users REST adapters', usersSuite);
