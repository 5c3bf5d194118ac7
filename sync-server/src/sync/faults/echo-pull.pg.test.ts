import { describePg } from '../../../test/databases.ts';
import { echoPullSuite } from './echo-pull.suite.ts';

describePg('DRAIN4 echo pull', echoPullSuite);
