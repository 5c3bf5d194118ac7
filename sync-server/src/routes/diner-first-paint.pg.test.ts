import { describePg } from '../../test/databases.ts';
import { dinerFirstPaintSuite } from './diner-first-paint.suite.ts';

describePg('diner menu first paint', dinerFirstPaintSuite);
