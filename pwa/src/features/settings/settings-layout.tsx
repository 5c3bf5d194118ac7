/** The settings area: its own side navigation around the settings pages. */
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

const PAGES = [
  { label: 'Details', to: '/dashboard/settings' },
  { label: 'Print Settings', to: '/dashboard/settings/print-settings' },
  { label: 'Printers', to: '/dashboard/settings/printers' },
  { label: 'Tables', to: '/dashboard/settings/tables' },
  { label: 'Menu Items', to: '/dashboard/settings/menu-items' },
  { label: 'Stations', to: '/dashboard/settings/stations' },
  { label: 'Tax Setup', to: '/dashboard/settings/tax-setup' },
  { label: 'Payment Types', to: '/dashboard/settings/payment-types' },
  { label: 'Discounts & refunds', to: '/dashboard/settings/discounts' },
  { label: 'Map Settings', to: '/dashboard/settings/map-settings' },
] as const;

export function SettingsLayout() {
  const nav = useRef<HTMLElement>(null);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // On a phone the links are a sideways strip: keep the current page's link in view.
  useEffect(() => {
    if (!path) return;
    nav.current
      ?.querySelector<HTMLElement>('a[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [path]);
  return (
    <div className="settings-layout">
      <nav aria-label="Settings" className="settings-nav" ref={nav}>
        <ul>
          {PAGES.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                activeOptions={{ exact: p.to === '/dashboard/settings' }}
                className="settings-link"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings-page">
        <Outlet />
      </div>
    </div>
  );
}
