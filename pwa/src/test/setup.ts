/** Test environment: clean DOM, storage and cookies between tests; small browser APIs jsdom lacks. */
// IndexedDB for Dexie (the device database), before anything opens one
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { deleteDeviceDb } from '../db/current.ts';
import { loadAllCatalogs } from '../i18n/i18n.ts';
import { clearQueryCache } from '../lib/query.ts';
import { stopSync } from '../sync/sync-session.ts';
import { resetSyncStatus } from '../sync/sync-store.ts';
import { InertWebSocket } from './inert-web-socket.ts';

// A loaded CI machine (2 cores, tests in parallel) can take more than the default 1 s to render a screen
// after IndexedDB work; findBy*/waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });

// I18N6: every catalog loaded, so a test switches language synchronously as a device whose chunk is cached
beforeAll(loadAllCatalogs);

beforeEach(() => {
  // the dashboard opens the sync socket; tests that need one script their own (sync/socket.test.ts)
  vi.stubGlobal('WebSocket', InertWebSocket);
});

afterEach(async () => {
  cleanup();
  // the shell started syncing: stop it and drop every device database, so tests do not share one
  await stopSync();
  for (const { name } of await indexedDB.databases()) if (name) await deleteDeviceDb(name);
  resetSyncStatus();
  clearQueryCache();
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookie jar between tests
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no layout; the router's scroll restoration calls this
window.scrollTo = () => {};
