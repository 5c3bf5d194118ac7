import { describePg } from '../../test/databases.ts';
import { dinerMenuCacheSuite } from './diner-menu-cache.suite.ts';

describePg('diner menu cache and language', dinerMenuCacheSuite);
