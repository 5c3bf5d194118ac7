/** Reports → Sales, Shifts (SHIFT7), Audit log (AUD1): one tab bar over the three report screens. */
import { Link } from '@tanstack/react-router';
import { t, useT } from '../../i18n/i18n.ts';

// label: the tab's English name (its test id); text: its words in the current language
const TABS = [
  { to: '/dashboard/reports', label: 'Sales', text: () => t('reports.tab.sales') },
  { to: '/dashboard/reports/shifts', label: 'Shifts', text: () => t('reports.tab.shifts') },
  { to: '/dashboard/reports/audit', label: 'Audit log', text: () => t('reports.tab.audit') },
] as const;

export function ReportsTabs({ current }: { current: (typeof TABS)[number]['label'] }) {
  useT(); // re-render when the language changes
  return (
    <nav className="reports-tabs" aria-label={t('reports.tabs')}>
      {TABS.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={`btn ${tab.label === current ? 'btn-primary' : 'btn-secondary'}`}
          aria-current={tab.label === current ? 'page' : undefined}
          data-testid={`reports-tab-${tab.label.toLowerCase().replace(' ', '-')}`}
        >
          {tab.text()}
        </Link>
      ))}
    </nav>
  );
}
