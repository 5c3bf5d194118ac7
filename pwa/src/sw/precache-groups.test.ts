import { describe, expect, it } from 'vitest';
import { DINER_CHUNK, markStaffEntries, type ViteManifest } from './precache-groups.ts';

/** A build as Vite describes it: the entry, the diner's lazy chunk, staff screens, and chunks they share. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    imports: ['_react-b2.js'],
    dynamicImports: ['../node_modules/sonner/index.mjs', DINER_CHUNK, 'src/features/pos/pos-screen.tsx'],
    css: ['assets/index-c3.css'],
  },
  '../node_modules/sonner/index.mjs': { file: 'assets/index-k1.js' },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  [DINER_CHUNK]: {
    file: 'assets/diner-screens-d4.js',
    imports: ['_react-b2.js', '_money-e5.js'],
    css: ['assets/diner-screens-f6.css'],
  },
  '_money-e5.js': { file: 'assets/money-e5.js' },
  'src/features/pos/pos-screen.tsx': {
    file: 'assets/pos-screen-g7.js',
    imports: ['_money-e5.js', '_grid-h8.js'],
    css: ['assets/pos-screen-i9.css'],
  },
  '_grid-h8.js': { file: 'assets/grid-h8.js' },
  'src/features/superadmin/console.tsx': { file: 'assets/console-j0.js' },
};

const entry = (url: string) => ({ url, revision: url.startsWith('assets/') ? null : 'r1', size: 100 });
const built = [
  'index.html',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'sounds/new-order.wav',
  ...Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]),
].map(entry);

const staffUrls = (entries: { url: string; staff?: true }[]) =>
  entries.filter((e) => e.staff).map((e) => e.url);

describe('precache groups', () => {
  it("[PWA1] the diner precaches the shell, the entry's libraries and the menu chunk with their imports; the rest is staff", () => {
    const marked = markStaffEntries(built, manifest);
    expect(new Set(staffUrls(marked))).toEqual(
      new Set([
        'sounds/new-order.wav',
        'assets/pos-screen-g7.js',
        'assets/pos-screen-i9.css',
        'assets/grid-h8.js',
        'assets/console-j0.js',
      ]),
    );
    // the entries themselves are kept as workbox gave them
    expect(marked.map((e) => e.url)).toEqual(built.map((e) => e.url));
  });

  it('[PWA1] a build without the diner chunk is refused rather than precaching nothing for staff', () => {
    const { [DINER_CHUNK]: _gone, ...withoutDiner } = manifest;
    expect(() => markStaffEntries(built, withoutDiner)).toThrow(DINER_CHUNK);
  });
});
