/**
 * /superadmin/dashboard/tenants/{id}/subscription-history: breadcrumb, the Tenant
 * Details card and the Payment History entries.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FALLBACK, type SubscriptionHistoryEntry, TEXTS, type TenantDetail } from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useQuery } from '../../lib/query.ts';
import { ConsoleIcon } from './console-icons.tsx';
import { formatDay, formatMonthlyPrice } from './figures-format.ts';
import { superadminApi } from './superadmin-api.ts';
import './superadmin.css';

/** Cancelled, Created, or Renewed for any other value. */
const badgeOf = (status: string) =>
  status === 'cancelled' ? 'Cancelled' : status === 'created' ? 'Created' : 'Renewed';

function TenantDetailsCard({ detail }: { detail: TenantDetail }) {
  const { tenantInfo: t, storeDetails: s } = detail;
  const rows: [string, string][] = [
    ['Name', t.name],
    ['Status', t.is_active === 1 ? 'Active' : 'InActive'],
    ['Users', String(detail.totalUsers)],
    ['Address', s?.address ?? '-'],
    ['Email', s?.email ?? t.email ?? '-'],
    ['Phone', s?.phone ?? '-'],
    ['Currency', s?.currency ?? '-'],
    ['QR Menu', s?.is_qr_menu_enabled ? 'Enabled' : 'Disabled'],
    ['Location', s?.latlng ?? '-'],
  ];
  return (
    <section className="card" aria-labelledby="tenant-details-title" data-testid="tenant-details">
      <h2 id="tenant-details-title">Tenant Details</h2>
      <dl className="facts">
        {rows.map(([k, v]) => (
          <div key={k} className="fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {s && (
        <Link to="/mapview" search={{ tenant: t.id }} className="btn btn-secondary btn-small">
          <ConsoleIcon name="map" size={16} /> Set location on map
        </Link>
      )}
    </section>
  );
}

function PaymentEntry({ e }: { e: SubscriptionHistoryEntry }) {
  const badge = badgeOf(e.status);
  return (
    <li className="history-entry" data-testid="history-entry">
      <div className="card-title-row">
        <strong>{formatMonthlyPrice(e.monthly_price, e.currency)}</strong>
        <span className={`badge badge-${badge.toLowerCase()}`}>{badge}</span>
      </div>
      <p className="muted">
        {e.status === 'cancelled' ? 'Cancelled on' : 'Paid on'} {formatDateTime(e.created_at)}
      </p>
      <p className="muted">
        Billing Period: {formatDay(e.starts_on)} - {e.expires_on ? formatDay(e.expires_on) : 'No end'}
      </p>
      {e.provider === 'demo' && (
        <p className="muted" data-testid="history-demo">
          Demo payment: no money was taken, not counted in MRR.
        </p>
      )}
    </li>
  );
}

export function SubscriptionHistoryScreen() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const { data, error, fetching } = useQuery(`superadmin/tenants/${id}/subscription-history`, () =>
    superadminApi.tenantDetail(id),
  );
  return (
    <section className="panel" aria-labelledby="history-title" data-testid="subscription-history">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/superadmin/dashboard/tenants">Tenants</Link>
          </li>
          <li>{data?.tenantInfo.name ?? '...'}</li>
          <li aria-current="page">Subscription History</li>
        </ol>
      </nav>
      <h1 id="history-title" className="visually-hidden">
        Subscription History
      </h1>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && (
        <StatusLine kind="error">{FALLBACK.subscriptionHistoryLoad}</StatusLine>
      )}
      {data && (
        <div className="history-layout">
          <TenantDetailsCard detail={data} />
          <section className="card" aria-labelledby="payments-title" data-testid="payment-history">
            <h2 id="payments-title">Payment History</h2>
            <ul className="history-list">
              {data.subscriptionHistory.map((e) => (
                <PaymentEntry key={e.id} e={e} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </section>
  );
}
