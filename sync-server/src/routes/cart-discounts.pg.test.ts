import { describePg } from '../../test/databases.ts';
import { cartDiscountsSuite } from './cart-discounts.suite.ts';

describePg('cart discounts', cartDiscountsSuite);
