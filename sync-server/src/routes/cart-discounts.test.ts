import { describeSqlite } from '../../test/databases.ts';
import { cartDiscountsSuite } from './cart-discounts.suite.ts';

describeSqlite('cart discounts', cartDiscountsSuite);
