import { afterEach, describe, expect, it } from 'vitest';
import { SW_MESSAGES } from '../../sw/sw-contract.ts';
import { precacheStaffOnStaffPages } from './staff-precache.ts';

/** A router that lets the test announce navigations, and a service worker that records what it was sent. */
function setUp(startPath: string) {
  window.history.replaceState(null, '', startPath);
  const sent: unknown[] = [];
  const worker = { ready: Promise.resolve({ active: { postMessage: (m: unknown) => sent.push(m) } }) };
  let navigate: (e: { toLocation: { pathname: string } }) => void = () => {};
  const router = {
    subscribe: (_e: 'onResolved', fn: typeof navigate) => {
      navigate = fn;
      return () => {};
    },
  };
  precacheStaffOnStaffPages(router, worker as unknown as ServiceWorkerContainer);
  const go = (pathname: string) => navigate({ toLocation: { pathname } });
  // a message goes out once the worker is ready: let that settle before looking
  const settled = () => worker.ready.then(() => undefined);
  return { sent, go, settled };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('staff precache request', () => {
  it("[PWA1] a diner's menu never asks for the staff app's files", async () => {
    const { sent, go, settled } = setUp('/m/roma');
    go('/m/roma/orderstatus/o1/cash');
    go('/tm/roma/t1');
    await settled();
    expect(sent).toEqual([]);
  });

  it('[PWA1] a staff page asks once, also when reached from the menu', async () => {
    const { sent, go, settled } = setUp('/m/roma');
    go('/login');
    go('/dashboard/pos');
    await settled();
    expect(sent).toEqual([{ type: SW_MESSAGES.precacheStaff }]);
  });

  it('[PWA1] a till opened on its own page asks at start', async () => {
    const { sent, settled } = setUp('/dashboard/pos');
    await settled();
    expect(sent).toEqual([{ type: SW_MESSAGES.precacheStaff }]);
  });
});
