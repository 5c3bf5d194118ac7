/** Unit and component tests (jsdom). Kept apart from vite.config.ts so the service-worker plugin stays out of tests. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // screens under a loaded 2-core CI machine; findBy* waits up to 5 s (src/test/setup.ts)
    testTimeout: 20_000,
    unstubGlobals: true,
  },
});
