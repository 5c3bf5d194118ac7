import { describeSqlite } from '../../test/databases.ts';
import { syncRoutesSuite } from './sync.suite.ts';

describeSqlite('sync routes', syncRoutesSuite);
