/** Test environment: clean DOM, storage and cookies between tests; small browser APIs jsdom lacks. */
// IndexedDB for Dexie (the device database), before anything opens one
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearQueryCache } from '../lib/query.ts';

afterEach(() => {
  cleanup();
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
