/** The super-admin console layout: sidebar Dashboard, Tenants, Reports; top bar Support and Logout. */
import { Link, Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session.ts';
import { signOut } from '../auth/auth-api.ts';
import { Icon } from '../shell/icons.tsx';
import { useNavStore } from '../shell/nav-store.ts';
import { SyncState } from '../shell/sync-state.tsx';

const LINKS = [
  { label: 'Dashboard', to: '/superadmin/dashboard/home', icon: 'home' },
  { label: 'Tenants', to: '/superadmin/dashboard/tenants', icon: 'customers' },
  { label: 'Reports', to: '/superadmin/dashboard/reports', icon: 'reports' },
] as const;

export function SuperadminShell() {
  const user = useSessionUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = useNavStore((s) => s.collapsed);
  const toggleCollapsed = useNavStore((s) => s.toggleCollapsed);
  if (!user) return null;
  return (
    <div className="shell superadmin-shell" data-collapsed={collapsed} data-drawer-open={drawerOpen}>
      <nav id="side-nav" className="side-nav" aria-label="Console navigation">
        <div className="side-nav-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="nav-label">Tavola Console</span>
        </div>
        <ul className="side-nav-groups">
          {LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="nav-link"
                title={collapsed ? l.label : undefined}
                onClick={() => setDrawerOpen(false)}
              >
                <Icon name={l.icon} />
                <span className="nav-label">{l.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="user-panel">
          <span className="avatar" aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="nav-label user-panel-text">
            <span className="user-name">{user.name}</span>
            <span className="user-role">{user.role.toUpperCase()}</span>
          </span>
        </div>
        <button
          type="button"
          className="collapse-toggle"
          onClick={toggleCollapsed}
          aria-pressed={collapsed}
          aria-label="Collapse navigation"
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
        </button>
      </nav>
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="shell-main">
        <header className="top-bar">
          <button
            type="button"
            className="icon-button drawer-button"
            aria-label="Open navigation"
            aria-controls="side-nav"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(!drawerOpen)}
          >
            <Icon name="menu" />
          </button>
          <div className="top-bar-end">
            <SyncState />
            <Link to="/superadmin/dashboard/contact-support" className="btn btn-secondary btn-small">
              Support
            </Link>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void signOut('superadmin')}
            >
              Logout
            </button>
          </div>
        </header>
        <main id="main" className="shell-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
