/** Unit and component tests (jsdom). Kept apart from vite.config.ts so the service-worker plugin stays out of tests. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './src/i18n/compiled-catalogs.ts';

export default defineConfig({
  plugins: [react(), compiledCatalogs()], // I18N6: the staff part of English (empty: tests load the whole file)
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // screens under a loaded 2-core CI machine; findBy* waits up to 5 s (src/test/setup.ts)
    testTimeout: 20_000,
    maxWorkers: 2, // both cores (vitest's default leaves one idle on 2); all 117 files pass two at a time under load
    unstubGlobals: true,
  },
});
