/** The super-admin console: marker cookie, then role superadmin on every child. */
import { createRoute, lazyRouteComponent as lazy, type RouteComponent } from '@tanstack/react-router';
import { getSessionUser } from '../lib/session.ts';
import { superadminGuard } from './guards.ts';
import { enforce, rootRoute } from './root.tsx';
import { requireSession } from './session-gate.ts';

export const superadminDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'superadmin/dashboard',
  beforeLoad: requireSession,
  component: lazy(() => import('../features/superadmin/superadmin-shell.tsx'), 'SuperadminShell'),
});

const console_ = (path: string, component: RouteComponent) =>
  createRoute({
    getParentRoute: () => superadminDashboardRoute,
    path,
    beforeLoad: () => enforce(superadminGuard(getSessionUser())),
    component,
  });

const home = lazy(() => import('../features/superadmin/superadmin-home-screen.tsx'), 'SuperadminHomeScreen');

export const superadminRoutes = [
  console_('/', home),
  console_('home', home),
  console_(
    'tenants',
    lazy(() => import('../features/superadmin/tenants-screen.tsx'), 'TenantsScreen'),
  ),
  console_(
    'tenants/$id/subscription-history',
    lazy(() => import('../features/superadmin/subscription-history-screen.tsx'), 'SubscriptionHistoryScreen'),
  ),
  console_(
    'reports',
    lazy(() => import('../features/superadmin/superadmin-reports-screen.tsx'), 'SuperadminReportsScreen'),
  ),
  console_(
    'contact-support',
    lazy(() => import('../features/support/contact-support-screen.tsx'), 'ContactSupportScreen'),
  ),
];
