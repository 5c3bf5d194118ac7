import { describeSqlite } from '../../test/databases.ts';
import { menuItemsSuite } from './menu-items.suite.ts';

describeSqlite('menu items REST adapters', menuItemsSuite);
