/**
 * The installable app's web manifests (PWA4): the staff app's, and each store's diner menu's, which installs the
 * menu alone (its own id, name, start URL and scope `/m/<code>`), never the staff app.
 */
import { APP_NAME, dinerPageTitle } from '../page-title.ts';

export type WebManifest = {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: string;
  readonly theme_color: string;
  readonly background_color: string;
  readonly display: 'standalone';
  readonly orientation: 'any';
  readonly scope: string;
  readonly start_url: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
};

const LOOK = {
  lang: 'en',
  theme_color: '#b5452c',
  background_color: '#fffaf5',
  display: 'standalone',
  orientation: 'any',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/** The staff app: PERM7 opens `/dashboard` on the first screen the user's scopes allow. */
export const STAFF_MANIFEST: WebManifest = {
  ...LOOK,
  id: '/',
  name: APP_NAME,
  short_name: APP_NAME,
  description: 'Point of sale, kitchen display and QR menu for restaurants.',
  scope: '/',
  start_url: '/dashboard',
};

/** Where a store's diner menu finds its manifest (the server links it from the menu page it serves). */
export const dinerManifestPath = (qrcode: string): string =>
  `/m/${encodeURIComponent(qrcode)}/manifest.webmanifest`;

/** PWA4: a store's menu as an app of its own: opens on the menu, stays inside it. */
export function dinerManifest(qrcode: string, storeName: string): WebManifest {
  const menu = `/m/${encodeURIComponent(qrcode)}`;
  return {
    ...LOOK,
    id: menu,
    name: dinerPageTitle(storeName),
    short_name: storeName.trim().slice(0, 30) || APP_NAME,
    description: `${storeName.trim() || APP_NAME}: menu and ordering`,
    scope: `${menu}/`,
    start_url: menu,
  };
}
