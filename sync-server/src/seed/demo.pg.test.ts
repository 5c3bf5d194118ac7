import { describePg } from '../../test/databases.ts';
import { demoSeedSuite } from './demo.suite.ts';

describePg('demo seed', demoSeedSuite);
