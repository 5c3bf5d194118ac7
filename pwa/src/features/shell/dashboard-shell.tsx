/** The tenant dashboard layout: side navigation, top bar, search modal, the screen. */
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useStaffLanguage } from '../../i18n/language-choice.ts';
import { takeSearchRequest, useSearchRequested } from '../../lib/search-shortcut.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useDeviceReport } from '../devices/use-device-report.ts';
import { useNavStore } from './nav-store.ts';
import { SearchModal } from './search-modal.tsx';
import { SideNav } from './side-nav.tsx';
import { TopBar } from './top-bar.tsx';
import { SyncRefusedBanner, UpdateRequiredBanner } from './update-required-banner.tsx';
import { useSyncSession } from './use-sync-session.ts';

export function DashboardShell() {
  const user = useSessionUser();
  useSyncSession(user);
  useStaffLanguage(); // I18N2: the user's language, before the screen renders
  const t = useT();
  useDeviceReport(); // DEV2
  const collapsed = useNavStore((s) => s.collapsed);
  const drawerOpen = useNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useNavStore((s) => s.setDrawerOpen);
  const searchOpen = useNavStore((s) => s.searchOpen);
  const setSearchOpen = useNavStore((s) => s.setSearchOpen);
  // Ctrl+K / Cmd+K, caught by lib/search-shortcut.ts even before this chunk loaded
  const searchRequested = useSearchRequested();
  useEffect(() => {
    if (searchRequested && takeSearchRequest()) setSearchOpen(true);
  }, [searchRequested, setSearchOpen]);

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
        {t('shell.skipToContent')}
      </a>
      <SideNav user={user} />
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="shell-main">
        <TopBar user={user} />
        <UpdateRequiredBanner />
        <SyncRefusedBanner />
        <main id="main" className="shell-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SearchModal user={user} open={searchOpen} onClose={() => setSearchOpen(false)} />
    </div>
  );
}
