/** The side navigation (PERM4): grouped entries the user may see, user panel, collapse toggle. */

import { Link } from '@tanstack/react-router';
import { type NavGroup, type SessionUser, visibleNavEntries } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
import { navGroupTitle, navSubtitle, navTitle } from '../../i18n/nav-titles.ts';
import { Icon } from './icons.tsx';
import { useNavStore } from './nav-store.ts';

const GROUPS: readonly NavGroup[] = ['Offerings', 'Back Office'];

export function SideNav({ user }: { user: SessionUser }) {
  const collapsed = useNavStore((s) => s.collapsed);
  const toggleCollapsed = useNavStore((s) => s.toggleCollapsed);
  const closeDrawer = useNavStore((s) => s.setDrawerOpen);
  const t = useT(); // re-renders the navigation when the language changes
  const entries = visibleNavEntries(user).map((e) => ({
    ...e,
    title: navTitle(e),
    subtitle: navSubtitle(e),
  }));

  return (
    <nav id="side-nav" className="side-nav" aria-label={t('nav.main')} data-testid="side-nav">
      <div className="side-nav-brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className="nav-label">Tavola</span>
      </div>
      <div className="side-nav-groups">
        {GROUPS.map((group) => {
          const items = entries.filter((e) => e.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} className="nav-group">
              <h2 className="nav-heading">{navGroupTitle(group)}</h2>
              <ul>
                {items.map((e) => (
                  <li key={e.key}>
                    <Link
                      to={e.to}
                      className="nav-link"
                      title={collapsed ? (e.subtitle ? `${e.title} (${e.subtitle})` : e.title) : undefined}
                      onClick={() => closeDrawer(false)}
                      data-testid={`nav-${e.key}`}
                    >
                      <Icon name={e.key} />
                      <span className="nav-label">
                        {e.title}
                        {e.subtitle && <span className="nav-subtitle"> ({e.subtitle})</span>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <div className="user-panel" data-testid="user-panel">
        <span className="avatar" aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="nav-label user-panel-text">
          <span className="user-name">{user.name}</span>
          <span className="user-role">{user.role.toUpperCase()}</span>
          {user.designation && <span className="user-designation">{user.designation}</span>}
        </span>
      </div>
      <button
        type="button"
        className="collapse-toggle"
        onClick={toggleCollapsed}
        aria-pressed={collapsed}
        aria-label={t('nav.collapse')}
        data-testid="collapse-nav"
      >
        <Icon name={collapsed ? 'expand' : 'collapse'} />
      </button>
    </nav>
  );
}
