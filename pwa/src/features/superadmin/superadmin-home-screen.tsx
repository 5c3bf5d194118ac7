/** /superadmin/dashboard/home: the platform's cards and a link to the reports. */
import { Link } from '@tanstack/react-router';
import { FALLBACK, TEXTS } from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { useQuery } from '../../lib/query.ts';
import { formatCountCompact, formatUsdCompact, SALES_TOOLTIP } from './figures-format.ts';
import { StatCard } from './stat-card.tsx';
import { superadminApi } from './superadmin-api.ts';
import './superadmin.css';

export function SuperadminHomeScreen() {
  const { data, error, fetching } = useQuery('superadmin/dashboard', superadminApi.dashboard);
  return (
    <section className="panel" aria-labelledby="console-home-title" data-testid="superadmin-home">
      <div className="screen-heading">
        <h1 id="console-home-title">Dashboard</h1>
        <Link to="/superadmin/dashboard/reports" className="btn btn-secondary">
          View Reports
        </Link>
      </div>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && (
        <StatusLine kind="error">{FALLBACK.superadminDashboardLoad}</StatusLine>
      )}
      {data && (
        <div className="stat-grid">
          <StatCard
            label="Active Tenants"
            value={formatCountCompact(data.activeTenants)}
            testId="card-active-tenants"
          />
          <StatCard label="MRR" value={formatUsdCompact(data.mrr)} testId="card-mrr" />
          <StatCard label="ARR" value={formatUsdCompact(data.arr)} testId="card-arr" />
          <StatCard
            label="Store Sales Volume Today"
            value={formatUsdCompact(data.salesVolumeToday)}
            tooltip={SALES_TOOLTIP}
            testId="card-sales"
          />
          <StatCard
            label="Orders Processed Today"
            value={formatCountCompact(data.ordersProcessedToday)}
            testId="card-orders"
          />
        </div>
      )}
    </section>
  );
}
