/** The settings area: its own side navigation around the settings pages. */
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n.ts';

type Translate = ReturnType<typeof useT>;

// labels are read at render time, in the current language (literal keys, so extraction finds them)
const PAGES = [
  { label: (t: Translate) => t('settings.nav.details'), to: '/dashboard/settings' },
  { label: (t: Translate) => t('settings.nav.printSettings'), to: '/dashboard/settings/print-settings' },
  { label: (t: Translate) => t('settings.nav.printers'), to: '/dashboard/settings/printers' },
  { label: (t: Translate) => t('settings.nav.tables'), to: '/dashboard/settings/tables' },
  { label: (t: Translate) => t('settings.nav.menuItems'), to: '/dashboard/settings/menu-items' },
  { label: (t: Translate) => t('settings.nav.stations'), to: '/dashboard/settings/stations' },
  { label: (t: Translate) => t('settings.nav.taxSetup'), to: '/dashboard/settings/tax-setup' },
  { label: (t: Translate) => t('settings.nav.paymentTypes'), to: '/dashboard/settings/payment-types' },
  { label: (t: Translate) => t('settings.nav.discounts'), to: '/dashboard/settings/discounts' },
  { label: (t: Translate) => t('settings.nav.mapSettings'), to: '/dashboard/settings/map-settings' },
] as const;

export function SettingsLayout() {
  const t = useT();
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
      <nav aria-label={t('settings.nav.label')} className="settings-nav" ref={nav}>
        <ul>
          {PAGES.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                activeOptions={{ exact: p.to === '/dashboard/settings' }}
                className="settings-link"
              >
                {p.label(t)}
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
