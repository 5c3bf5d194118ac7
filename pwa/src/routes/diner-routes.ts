/**
 * Diner QR-menu routes. Their screens are one lazy chunk of their own: a phone on a
 * slow link downloads the router and this chunk, never the staff dashboard.
 */
import { createRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';

const dinerMenu = lazy(() => import('../features/diner/diner-screens.tsx'), 'DinerMenuScreen');
const dinerOrderStatus = lazy(() => import('../features/diner/diner-screens.tsx'), 'DinerOrderStatusScreen');
const dinerDemoCheckout = lazy(
  () => import('../features/diner/diner-screens.tsx'),
  'DinerDemoCheckoutScreen',
);

const dinerRoute = (path: string, component: typeof dinerMenu) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

export const dinerRoutes = [
  // PWA2: a link without its qrcode shows the menu's 'Broken Link!', not the generic not-found page
  dinerRoute('m', dinerMenu),
  dinerRoute('tm', dinerMenu),
  dinerRoute('m/$qrcode', dinerMenu),
  dinerRoute('m/$qrcode/orderstatus/$orderId/$method', dinerOrderStatus),
  // the demo payment provider's page for an online order (docs/api-diner.md section 3)
  dinerRoute('m/$qrcode/checkout/demo/$providerRef', dinerDemoCheckout),
  // the table is optional in the parameter model
  dinerRoute('tm/$qrcode', dinerMenu),
  dinerRoute('tm/$qrcode/$table', dinerMenu),
];
