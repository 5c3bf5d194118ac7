import { describeSqlite } from '../../test/databases.ts';
import { dinerMenuCacheSuite } from './diner-menu-cache.suite.ts';

describeSqlite('diner menu cache and language', dinerMenuCacheSuite);
