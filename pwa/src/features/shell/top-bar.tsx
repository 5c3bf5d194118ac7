/** The dashboard top bar: drawer button (phones), search, sync state, install, user menu. */
import type { SessionUser } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { InstallButton } from '../install/install-button.tsx';
import { Icon } from './icons.tsx';
import { useNavStore } from './nav-store.ts';
import { SyncState } from './sync-state.tsx';
import { UserMenu } from './user-menu.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function TopBar({ user }: { user: SessionUser }) {
  const drawerOpen = useNavStore((s) => s.drawerOpen);
  const setDrawerOpen = useNavStore((s) => s.setDrawerOpen);
  const setSearchOpen = useNavStore((s) => s.setSearchOpen);
  const t = useT();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button drawer-button"
        aria-label={t('topBar.openNav')}
        aria-controls="side-nav"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(!drawerOpen)}
      >
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className="search-button"
        aria-label={t('topBar.search')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setSearchOpen(true)}
        data-testid="open-search"
      >
        <Icon name="search" size={18} />
        <span className="search-button-text">{t('topBar.searchPlaceholder')}</span>
        <kbd>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <div className="top-bar-end">
        <SyncState />
        <InstallButton />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
