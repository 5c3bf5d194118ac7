import { describePg } from '../../test/databases.ts';
import { hardeningSuite } from './hardening.suite.ts';

describePg('security hardening', hardeningSuite);
