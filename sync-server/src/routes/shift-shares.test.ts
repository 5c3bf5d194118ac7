import { describeSqlite } from '../../test/databases.ts';
import { shiftSharesSuite } from './shift-shares.suite.ts';

describeSqlite('equal shares in their own shift', shiftSharesSuite);
