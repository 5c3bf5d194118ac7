/** Reports → Sales, Shifts (SHIFT7), Audit log (AUD1): one tab bar over the three report screens. */
import { Link } from '@tanstack/react-router';

const TABS = [
  { to: '/dashboard/reports', label: 'Sales' },
  { to: '/dashboard/reports/shifts', label: 'Shifts' },
  { to: '/dashboard/reports/audit', label: 'Audit log' },
] as const;

export function ReportsTabs({ current }: { current: (typeof TABS)[number]['label'] }) {
  return (
    <nav className="reports-tabs" aria-label="Reports">
      {TABS.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          className={`btn ${t.label === current ? 'btn-primary' : 'btn-secondary'}`}
          aria-current={t.label === current ? 'page' : undefined}
          data-testid={`reports-tab-${t.label.toLowerCase().replace(' ', '-')}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
