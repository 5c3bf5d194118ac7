import { describePg } from '../../test/databases.ts';
import { realtimeSuite } from './realtime.suite.ts';

describePg('realtime socket', realtimeSuite);
