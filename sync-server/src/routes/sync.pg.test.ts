import { describePg } from '../../test/databases.ts';
import { syncRoutesSuite } from './sync.suite.ts';

describePg('sync routes', syncRoutesSuite);
