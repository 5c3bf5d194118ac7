import { describeSqlite } from '../../test/databases.ts';
import { hardeningSuite } from './hardening.suite.ts';

describeSqlite('security hardening', hardeningSuite);
