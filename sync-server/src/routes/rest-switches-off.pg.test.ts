// SS27-SS30: the route suites with REST_GROUP_COMMIT=off and the live reads' switches off, the same answers
// (ADR 0062, 0071).
import { describePg } from '../../test/databases.ts';
import { harnessEnv } from '../test-support/app-harness.ts';
import { cancelPaidSuite } from './cancel-paid.suite.ts';
import { customersSuite } from './customers.suite.ts';
import { menuItemsSuite } from './menu-items.suite.ts';
import { ordersSuite } from './orders.suite.ts';
import { posSuite } from './pos.suite.ts';
import { qrmenuSuite } from './qrmenu.suite.ts';
import { reservationsSuite } from './reservations.suite.ts';
import { settingsSuite } from './settings.suite.ts';

Object.assign(harnessEnv, {
  REST_GROUP_COMMIT: 'off',
  LIVE_READ_CACHE: 'off',
  LIVE_READ_FRAGMENTS: 'off',
  LIVE_READ_COMPRESS: 'off',
  DINER_MENU_CACHE: 'off',
});

describePg('POS REST adapters, each write its own transaction', posSuite);
describePg('diner orders, each its own transaction (SS30)', qrmenuSuite);
describePg('orders and kitchen REST adapters, built per request', ordersSuite);
describePg('cancelling paid orders, each write its own transaction', cancelPaidSuite);
describePg('customers, each write its own transaction', customersSuite);
describePg('menu items, each write its own transaction', menuItemsSuite);
describePg('reservations, each write its own transaction', reservationsSuite);
describePg('settings, each write its own transaction', settingsSuite);
