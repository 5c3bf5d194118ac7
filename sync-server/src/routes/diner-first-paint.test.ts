import { describeSqlite } from '../../test/databases.ts';
import { dinerFirstPaintSuite } from './diner-first-paint.suite.ts';

describeSqlite('diner menu first paint', dinerFirstPaintSuite);
