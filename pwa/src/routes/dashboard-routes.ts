/** The tenant dashboard: the marker-cookie guard on the tree (GUARD1), scope guards per screen (PERM3). */

import { createRoute, lazyRouteComponent as lazy, type RouteComponent } from '@tanstack/react-router';
import type { DashboardRoute } from '@tavola/shared';
import { getSessionUser } from '../lib/session.ts';
import { scopeGuard, startScreen } from './guards.ts';
import { enforce, rootRoute } from './root.tsx';
import { requireSession } from './session-gate.ts';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard',
  beforeLoad: requireSession,
  component: lazy(() => import('../features/shell/dashboard-shell.tsx'), 'DashboardShell'),
});

const scoped = (path: string, guard: DashboardRoute, component: RouteComponent) =>
  createRoute({
    getParentRoute: () => dashboardRoute,
    path,
    beforeLoad: () => enforce(scopeGuard(getSessionUser(), guard)),
    component,
  });

const home = lazy(() => import('../features/home/home-screen.tsx'), 'HomeScreen');

export const settingsRoute = scoped(
  'settings',
  'settings',
  lazy(() => import('../features/settings/settings-layout.tsx'), 'SettingsLayout'),
);

const settingsPage = (path: string, component: RouteComponent) =>
  createRoute({ getParentRoute: () => settingsRoute, path, component });
const storeDetails = lazy(
  () => import('../features/settings/store-details-screen.tsx'),
  'StoreDetailsScreen',
);

export const settingsRoutes = [
  settingsPage('/', storeDetails),
  settingsPage('details', storeDetails),
  settingsPage(
    'print-settings',
    lazy(() => import('../features/settings/print-settings-screen.tsx'), 'PrintSettingsScreen'),
  ),
  settingsPage(
    'tables',
    lazy(() => import('../features/settings/store-tables-screen.tsx'), 'StoreTablesScreen'),
  ),
  settingsPage(
    'menu-items',
    lazy(() => import('../features/settings/menu-items-screen.tsx'), 'MenuItemsScreen'),
  ),
  settingsPage(
    'menu-items/categories',
    lazy(() => import('../features/settings/categories-screen.tsx'), 'CategoriesScreen'),
  ),
  settingsPage(
    'menu-items/$id',
    lazy(() => import('../features/settings/menu-item-detail-screen.tsx'), 'MenuItemDetailScreen'),
  ),
  settingsPage(
    'stations',
    lazy(() => import('../features/settings/stations-screen.tsx'), 'StationsScreen'),
  ),
  settingsPage(
    'tax-setup',
    lazy(() => import('../features/settings/tax-setup-screen.tsx'), 'TaxSetupScreen'),
  ),
  settingsPage(
    'payment-types',
    lazy(() => import('../features/settings/payment-types-screen.tsx'), 'PaymentTypesScreen'),
  ),
  // DISC5, DISC2, VOID2 (ADR 0065)
  settingsPage(
    'discounts',
    lazy(() => import('../features/bill-ops/bill-settings-screen.tsx'), 'BillSettingsScreen'),
  ),
  settingsPage(
    'map-settings',
    lazy(() => import('../features/settings/map-settings-screen.tsx'), 'MapSettingsScreen'),
  ),
  // PRT8: Settings → Printers
  settingsPage(
    'printers',
    lazy(() => import('../features/printers/printers-screen.tsx'), 'PrintersScreen'),
  ),
];

/** PERM7: `/dashboard` (the installed app's start_url) opens the first screen the user's scopes allow. */
const dashboardIndex = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  beforeLoad: () => enforce(startScreen(getSessionUser())),
});

export const dashboardRoutes = [
  dashboardIndex,
  scoped('home', 'home', home),
  scoped(
    'profile',
    'profile',
    lazy(() => import('../features/profile/profile-screen.tsx'), 'ProfileScreen'),
  ),
  scoped(
    'pos',
    'pos',
    lazy(() => import('../features/pos/pos-screen.tsx'), 'PosScreen'),
  ),
  // SHIFT1 (ADR 0063): the till's shift, under the POS guard
  scoped(
    'shifts',
    'pos',
    lazy(() => import('../features/shifts/shifts-screen.tsx'), 'ShiftsScreen'),
  ),
  // AUD1, SHIFT7: Reports → Audit log and Reports → Shifts
  scoped(
    'reports/audit',
    'reports',
    lazy(() => import('../features/reports/audit-log-screen.tsx'), 'AuditLogScreen'),
  ),
  scoped(
    'reports/shifts',
    'reports',
    lazy(() => import('../features/reports/shift-reports-screen.tsx'), 'ShiftReportsScreen'),
  ),
  scoped(
    'orders',
    'orders',
    lazy(() => import('../features/orders/orders-screen.tsx'), 'OrdersScreen'),
  ),
  scoped(
    'kitchen',
    'kitchen',
    lazy(() => import('../features/kitchen/kitchen-screen.tsx'), 'KitchenScreen'),
  ),
  scoped(
    'reservation',
    'reservation',
    lazy(() => import('../features/reservations/reservations-screen.tsx'), 'ReservationsScreen'),
  ),
  scoped(
    'customers',
    'customers',
    lazy(() => import('../features/customers/customers-screen.tsx'), 'CustomersScreen'),
  ),
  scoped(
    'invoices',
    'invoices',
    lazy(() => import('../features/invoices/invoices-screen.tsx'), 'InvoicesScreen'),
  ),
  scoped(
    'users',
    'users',
    lazy(() => import('../features/users/users-screen.tsx'), 'UsersScreen'),
  ),
  scoped(
    'reports',
    'reports',
    lazy(() => import('../features/reports/reports-screen.tsx'), 'ReportsScreen'),
  ),
  scoped(
    'devices',
    'devices',
    lazy(() => import('../features/devices/devices-screen.tsx'), 'DevicesScreen'),
  ),
  scoped(
    'contact-support',
    'contact-support',
    lazy(() => import('../features/support/contact-support-screen.tsx'), 'ContactSupportScreen'),
  ),
];
