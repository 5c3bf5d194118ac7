/**
 * PWA1: a staff page asks the service worker to download the staff app's files, so the till keeps working
 * offline; a diner's page never does, so the diner's phone stays light (ADR 0054).
 */
import { isDinerPage, SW_MESSAGES } from '../../sw/sw-contract.ts';

type Router = {
  subscribe: (event: 'onResolved', fn: (e: { toLocation: { pathname: string } }) => void) => () => void;
};

/** Asks once, on the first staff page this tab shows (at start or after moving from the menu to a staff page). */
export function precacheStaffOnStaffPages(
  router: Router,
  serviceWorker: Pick<ServiceWorkerContainer, 'ready'> | undefined = navigator.serviceWorker,
): () => void {
  let asked = false;
  const ask = (pathname: string) => {
    if (asked || !serviceWorker || isDinerPage(pathname)) return;
    asked = true;
    void serviceWorker.ready.then((r) => r.active?.postMessage({ type: SW_MESSAGES.precacheStaff }));
  };
  ask(window.location.pathname);
  return router.subscribe('onResolved', ({ toLocation }) => ask(toLocation.pathname));
}
