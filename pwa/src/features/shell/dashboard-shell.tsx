/** The tenant dashboard layout (document 1 section 2): side navigation, top bar, search modal, the screen. */
import { Outlet } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useSessionUser } from '../../lib/session.ts';
import { useNavStore } from './nav-store.ts';
import { SearchModal } from './search-modal.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';

/** Ctrl+K or Cmd+K opens the search modal (document 1 section 9). */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

export function DashboardShell() {
  const user = useSessionUser();
  const collapsed = useNavStore((s) => s.collapsed);
  const drawerOpen = useNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useNavStore((s) => s.setDrawerOpen);
  const searchOpen = useNavStore((s) => s.searchOpen);
  const setSearchOpen = useNavStore((s) => s.setSearchOpen);
  useSearchShortcut(useCallback(() => setSearchOpen(true), [setSearchOpen]));

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);

  // signed out in another tab: the guard and the fetch helper take it from here
  if (!user) return null;

  return (
    <div className="shell" data-collapsed={collapsed} data-drawer-open={drawerOpen}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SideNav user={user} />
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="shell-main">
        <TopBar user={user} />
        <main id="main" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SearchModal user={user} open={searchOpen} onClose={() => setSearchOpen(false)} />
    </div>
  );
}
