/**
 * The service worker (ADR 0054). Every device precaches the shell and the diner's menu; the staff app's files
 * go to a cache of their own, filled only once a staff page has opened on this device (PWA1), so a diner's
 * phone never downloads the till. Once filled, each update refills it at install, so the till stays offline-ready.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  PrecacheController,
  PrecacheRoute,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { PrecacheEntry } from './precache-groups.ts';
import { isDinerPage, STAFF_CACHE, SW_MESSAGES } from './sw-contract.ts';

declare const self: ServiceWorkerGlobalScope;

// the build's entries as precache-groups.ts marked them (vite.config.ts)
const entries = self.__WB_MANIFEST as unknown as PrecacheEntry[];
const strip = ({ url, revision }: PrecacheEntry) => ({ url, revision });

precacheAndRoute(entries.filter((e) => !e.staff).map(strip));
cleanupOutdatedCaches();

const staff = new PrecacheController({ cacheName: STAFF_CACHE });
staff.addToCacheList(entries.filter((e) => e.staff).map(strip));
// after the shell's route: a staff file not yet cached comes from the network
registerRoute(new PrecacheRoute(staff));

/** Downloads the staff files this cache lacks; a failed file is tried again at the next staff page. */
async function fillStaffCache(): Promise<void> {
  const cache = await caches.open(STAFF_CACHE);
  for (const [url, cacheKey] of staff.getURLsToCacheKeys()) {
    if (await cache.match(cacheKey)) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await cache.put(cacheKey, response);
  }
}

/** Whether this device holds the staff app (a lookup of a staff file alone opens the cache, empty). */
async function holdsStaffApp(): Promise<boolean> {
  if (!(await caches.has(STAFF_CACHE))) return false;
  return (await (await caches.open(STAFF_CACHE)).keys()).length > 0;
}

/** A device that ran the staff app before, or whose open page (the one registering this worker) is a staff page. */
async function staffDevice(): Promise<boolean> {
  if (await holdsStaffApp()) return true;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((w) => !isDinerPage(new URL(w.url).pathname));
}

self.addEventListener('install', (event) => {
  event.waitUntil(staffDevice().then((yes) => (yes ? fillStaffCache() : undefined)));
});
// drops the previous version's staff files (only when this device has the cache at all)
self.addEventListener('activate', (event) => {
  event.waitUntil(holdsStaffApp().then((yes) => (yes ? staff.activate(event) : undefined)));
});
self.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGES.precacheStaff) event.waitUntil(fillStaffCache());
  if (event.data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/healthz/, /^\/openapi\.json/],
  }),
);

// menu and logo images: immutable, content-addressed on the server (docs/architecture.md §5)
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  new CacheFirst({
    cacheName: 'tavola-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 60 * 24 * 30 }),
    ],
  }),
);
