/**
 * Ctrl+K / Cmd+K (the search shortcut) is caught from the app's first moment, not only once the dashboard
 * shell's chunk has loaded: a press while the shell is still loading is kept and opens the modal on mount.
 */
import { useSyncExternalStore } from 'react';

let requested = false;
let installed = false;
let currentApplies: () => boolean = () => false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const isSearchShortcut = (e: KeyboardEvent): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

/** The paths under the tenant dashboard shell, where the search modal lives. */
export const hasSearchModal = (pathname: string): boolean =>
  /^\/dashboard(\/|$)/.test(pathname) && !pathname.startsWith('/dashboard/inactive-subscription');

/**
 * `currentPath` reads the router's location. Called again (tests build a router per test), the listener
 * stays and the path follows the newest router.
 */
export function listenForSearchShortcut(currentPath: () => string): void {
  currentApplies = () => hasSearchModal(currentPath());
  if (installed) return;
  installed = true;
  window.addEventListener('keydown', (e) => {
    if (!isSearchShortcut(e) || !currentApplies()) return;
    e.preventDefault(); // the browser's own Ctrl+K would move focus to its search bar
    requested = true;
    emit();
  });
}

export function takeSearchRequest(): boolean {
  const was = requested;
  requested = false;
  if (was) emit();
  return was;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useSearchRequested = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
