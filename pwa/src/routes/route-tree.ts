/** The full route table, assembled. */
import { dashboardRoute, dashboardRoutes, settingsRoute, settingsRoutes } from './dashboard-routes.ts';
import { dinerRoutes } from './diner-routes.ts';
import { printRoutes, publicLayoutRoute, publicRoutes } from './public-routes.ts';
import { rootRoute } from './root.tsx';
import { superadminDashboardRoute, superadminRoutes } from './superadmin-routes.ts';

export const routeTree = rootRoute.addChildren([
  publicLayoutRoute.addChildren(publicRoutes),
  ...printRoutes,
  ...dinerRoutes,
  dashboardRoute.addChildren([...dashboardRoutes, settingsRoute.addChildren(settingsRoutes)]),
  superadminDashboardRoute.addChildren(superadminRoutes),
]);
