import { describePg } from '../../test/databases.ts';
import { authSuite } from './auth.suite.ts';

describePg('auth', authSuite);
