/** Public routes: marketing, sign-in and account-state screens, print pages. */
import { createRoute, lazyRouteComponent as lazy, type RouteComponent } from '@tanstack/react-router';
import { getSessionUser } from '../lib/session.ts';
import { signedInLanding, signedInSuperadminLanding, superadminGuard } from './guards.ts';
import { enforce, rootRoute } from './root.tsx';
import { requireSession } from './session-gate.ts';

export const publicLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazy(() => import('../features/public/public-layout.tsx'), 'PublicLayout'),
});

const page = (path: string, component: RouteComponent, beforeLoad?: () => void | Promise<void>) =>
  createRoute({
    getParentRoute: () => publicLayoutRoute,
    path,
    component,
    ...(beforeLoad ? { beforeLoad } : {}),
  });

/** /login redirects at once when already signed in (GUARD4). */
const redirectSignedIn = () => {
  const to = signedInLanding(document.cookie, getSessionUser());
  enforce(to ? { to, replace: true } : null);
};
const redirectSignedInSuperadmin = () => {
  const to = signedInSuperadminLanding(document.cookie, getSessionUser());
  enforce(to ? { to, replace: true } : null);
};

/** The map details screen is the operator's: the session first, then role superadmin. */
const requireSuperadmin = async () => {
  await requireSession();
  enforce(superadminGuard(getSessionUser()));
};

const superadminLogin = lazy(
  () => import('../features/superadmin/superadmin-login-screen.tsx'),
  'SuperadminLoginScreen',
);

export const publicRoutes = [
  page(
    '/',
    lazy(() => import('../features/landing/landing-screen.tsx'), 'LandingScreen'),
  ),
  page(
    'about-us',
    lazy(() => import('../features/static-pages/about-us-screen.tsx'), 'AboutUsScreen'),
  ),
  page(
    'privacy-policy',
    lazy(() => import('../features/static-pages/privacy-policy-screen.tsx'), 'PrivacyPolicyScreen'),
  ),
  page(
    'terms-and-conditions',
    lazy(() => import('../features/static-pages/terms-screen.tsx'), 'TermsScreen'),
  ),
  page(
    'refund-policy',
    lazy(() => import('../features/static-pages/refund-policy-screen.tsx'), 'RefundPolicyScreen'),
  ),
  page(
    'contact-us',
    lazy(() => import('../features/static-pages/contact-us-screen.tsx'), 'ContactUsScreen'),
  ),
  page(
    'login',
    lazy(() => import('../features/auth/login-screen.tsx'), 'LoginScreen'),
    redirectSignedIn,
  ),
  page(
    'register',
    lazy(() => import('../features/auth/register-screen.tsx'), 'RegisterScreen'),
  ),
  page(
    'forgot-password',
    lazy(() => import('../features/auth/forgot-password-screen.tsx'), 'ForgotPasswordScreen'),
  ),
  page(
    'reset-password',
    lazy(() => import('../features/auth/reset-password-screen.tsx'), 'ResetPasswordScreen'),
  ),
  page(
    'no-access',
    lazy(() => import('../features/account/no-access-screen.tsx'), 'NoAccessScreen'),
  ),
  page(
    'success',
    lazy(() => import('../features/account/success-screen.tsx'), 'SuccessScreen'),
  ),
  page(
    'cancelled-payment',
    lazy(() => import('../features/account/cancelled-payment-screen.tsx'), 'CancelledPaymentScreen'),
  ),
  page(
    'dashboard/inactive-subscription',
    lazy(() => import('../features/account/inactive-subscription-screen.tsx'), 'InactiveSubscriptionScreen'),
  ),
  page(
    'mapview',
    lazy(() => import('../features/map/mapview-screen.tsx'), 'MapviewScreen'),
    requireSuperadmin,
  ),
  // The built-in demo payment provider's checkout page (a real provider's page is on its own site).
  page(
    'checkout/demo/$ref',
    lazy(() => import('../features/subscription/demo-checkout-screen.tsx'), 'DemoCheckoutScreen'),
    requireSession,
  ),
  page('superadmin', superadminLogin, redirectSignedInSuperadmin),
  page('superadmin/login', superadminLogin, redirectSignedInSuperadmin),
];

/** Print pages open in a small window of their own: no header, no footer. */
export const printRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'print-receipt',
    component: lazy(() => import('../features/print/print-receipt-screen.tsx'), 'PrintReceiptScreen'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'print-token',
    component: lazy(() => import('../features/print/print-token-screen.tsx'), 'PrintTokenScreen'),
  }),
  // SHIFT5, SHIFT6: the X and Z reports on receipt paper
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'print-shift-report',
    component: lazy(
      () => import('../features/shifts/print-shift-report-screen.tsx'),
      'PrintShiftReportScreen',
    ),
  }),
];
