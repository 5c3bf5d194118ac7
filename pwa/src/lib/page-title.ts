/**
 * The tab's title (PWA3): a staff or public page is named for what it shows ("POS · Tavola"); a diner's menu
 * carries the store's name (`dinerPageTitle`), set by the menu once it has loaded; the server renders the same
 * title into a shared link's page (sync-server/src/plugins/shell-hints.ts).
 */
import { APP_NAME, SEARCH_DESTINATIONS } from '@tavola/shared';
import { useEffect } from 'react';
import { isDinerPage } from '../sw/sw-contract.ts';

const titled = (name: string) => `${name} · ${APP_NAME}`;

/** Pages outside the dashboard's search destinations (public-routes.ts, superadmin-routes.ts). */
const OTHER_PAGES: readonly { to: string; title: string }[] = [
  { to: '/about-us', title: 'About Us' },
  { to: '/privacy-policy', title: 'Privacy Policy' },
  { to: '/terms-and-conditions', title: 'Terms and Conditions' },
  { to: '/refund-policy', title: 'Refund Policy' },
  { to: '/contact-us', title: 'Contact Us' },
  { to: '/login', title: 'Login' },
  { to: '/register', title: 'Register' },
  { to: '/forgot-password', title: 'Forgot Password' },
  { to: '/reset-password', title: 'Reset Password' },
  { to: '/no-access', title: 'No Access' },
  { to: '/dashboard/inactive-subscription', title: 'Subscription' },
  { to: '/mapview', title: 'Map' },
  { to: '/superadmin/dashboard', title: 'Platform' },
  { to: '/superadmin', title: 'Platform Login' },
];

const PAGES = [...OTHER_PAGES, ...SEARCH_DESTINATIONS];

/** The title for a path: the page whose address is the longest prefix of it; null on a diner page (the menu sets it). */
export function pageTitle(pathname: string): string | null {
  if (isDinerPage(pathname)) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { to: string; title: string } | null = null;
  for (const page of PAGES) {
    const match = path === page.to || path.startsWith(`${page.to}/`);
    if (match && (!best || page.to.length > best.to.length)) best = page;
  }
  return best ? titled(best.title) : APP_NAME;
}

/** Keeps the tab's title in step with the page after every navigation (main.tsx). */
export function followPageTitles(router: {
  subscribe: (event: 'onResolved', fn: (e: { toLocation: { pathname: string } }) => void) => () => void;
}): () => void {
  return router.subscribe('onResolved', ({ toLocation }) => {
    const title = pageTitle(toLocation.pathname);
    if (title !== null) document.title = title;
  });
}

/** Sets the tab's title while the calling screen is up (null leaves it as it is). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
