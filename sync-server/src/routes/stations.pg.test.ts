import { describePg } from '../../test/databases.ts';
import { stationsSuite } from './stations.suite.ts';

describePg('kitchen stations through sync', stationsSuite);
