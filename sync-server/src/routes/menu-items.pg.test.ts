import { describePg } from '../../test/databases.ts';
import { menuItemsSuite } from './menu-items.suite.ts';

describePg('menu items REST adapters', menuItemsSuite);
