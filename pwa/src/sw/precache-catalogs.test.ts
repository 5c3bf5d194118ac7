import { describe, expect, it } from 'vitest';
import { DINER_CHUNK, dinerFiles, type ViteManifest } from './precache-groups.ts';

/** A build whose entry loads the Hindi catalog lazily (I18N6) beside the diner's and the till's screens. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    dynamicImports: ['src/i18n/catalogs/hi.json', DINER_CHUNK, 'src/features/pos/pos-screen.tsx'],
  },
  'src/i18n/catalogs/hi.json': { file: 'assets/hi-b2.js' },
  [DINER_CHUNK]: { file: 'assets/diner-screens-d4.js' },
  'src/features/pos/pos-screen.tsx': { file: 'assets/pos-screen-g7.js' },
};

describe('precache of the language catalogs', () => {
  it('[I18N6] a lazily loaded catalog is one of the diner’s files, so the menu switches to Hindi offline', () => {
    const files = dinerFiles(manifest);
    expect(files.has('assets/hi-b2.js')).toBe(true);
    expect(files.has('assets/pos-screen-g7.js')).toBe(false);
  });
});
