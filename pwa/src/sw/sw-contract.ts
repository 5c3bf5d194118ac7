/** What the pages and the service worker (src/sw/sw.ts) agree on: message types, the staff cache, the diner's pages. */
export const SW_MESSAGES = {
  /** A staff page is open: download the staff app's files now, so it works offline (PWA1). */
  precacheStaff: 'PRECACHE_STAFF',
  /** The update prompt's Reload: the waiting worker takes over. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** The staff app's cache: a device that has it refills it at every update (PWA1). */
export const STAFF_CACHE = 'tavola-staff';

/** PWA1: the diner's QR-menu pages (/m/…, /tm/…); every other page belongs to the staff app or its site. */
export const isDinerPage = (pathname: string): boolean => /^\/t?m(\/|$)/.test(pathname);
