import { describeSqlite } from '../../test/databases.ts';
import { demoSeedSuite } from './demo.suite.ts';

describeSqlite('demo seed', demoSeedSuite);
