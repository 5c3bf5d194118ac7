import { describeSqlite } from '../../test/databases.ts';
import { stationsSuite } from './stations.suite.ts';

describeSqlite('kitchen stations through sync', stationsSuite);
