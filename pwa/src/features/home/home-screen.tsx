/**
 * /dashboard/home (TIME4): the welcome heading, today's reservations, top selling items and
 * counts (refetched on focus and reconnect through useQuery, and after each sync: a reservation or sale just
 * made on this device, or pulled from another, shows without a reload), and a link to the reports.
 */

import { Link } from '@tanstack/react-router';
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useEffect } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { revalidateSince, useQuery } from '../../lib/query.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import { FigureTile } from '../reports/figure-tile.tsx';
import { CurrentShiftsCard, TODAY_SHIFTS_KEY } from './current-shifts-card.tsx';
import { DASHBOARD_QUERY_KEY, homeApi } from './home-api.ts';
import '../reports/figures.css';

export function HomeScreen() {
  const t = useT();
  const user = useSessionUser();
  const { data, error, fetching } = useQuery(DASHBOARD_QUERY_KEY, homeApi.get);
  // A pull completed at `syncedAt`: the server then held every change this device had pushed.
  const syncedAt = useSyncStore((s) => s.lastSyncedAt);
  useEffect(() => {
    if (syncedAt !== null) revalidateSince(DASHBOARD_QUERY_KEY, syncedAt);
    if (syncedAt !== null) revalidateSince(TODAY_SHIFTS_KEY, syncedAt); // SHIFT8
  }, [syncedAt]);
  const reservations = data?.reservations ?? [];
  const items = data?.topSellingItems ?? [];
  return (
    <section className="panel" aria-labelledby="home-title" data-testid="home">
      <div className="figures-heading">
        <h1 id="home-title">{t('home.welcome', { name: user?.name ?? '' })}</h1>
        <Link to="/dashboard/reports" className="btn btn-secondary">
          {t('home.viewReports')}
        </Link>
      </div>
      {fetching && data === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{FALLBACK.dashboardLoad}</StatusLine>}
      {data && (
        <>
          <div className="figure-grid">
            <FigureTile label={t('home.orders')} value={String(data.ordersCount ?? 0)} testId="home-orders" />
            <FigureTile
              label={t('home.newCustomers')}
              value={String(data.newCustomerCount ?? 0)}
              testId="home-new-customers"
            />
            <FigureTile
              label={t('home.repeatCustomers')}
              value={String(data.repeatedCustomerCount ?? 0)}
              testId="home-repeat-customers"
            />
          </div>
          <div className="figures-layout">
            <div className="card" data-testid="home-reservations">
              <h2>{t('home.reservations')}</h2>
              {reservations.length === 0 ? (
                <p className="figures-muted">{t('home.noReservations')}</p>
              ) : (
                <ul className="figure-list">
                  {reservations.map((r) => (
                    <li key={r.id}>
                      <span>
                        {formatDateTime(r.date)}
                        <br />
                        {r.customer_name ?? '-'}{' '}
                        <span className="muted">({r.customer_phone ?? r.customer_id})</span>
                      </span>
                      <span>
                        {t('home.people', { n: r.people_count })}
                        <br />
                        {r.table_title ?? '-'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="card" data-testid="home-top-selling">
              <h2>{t('home.topSelling')}</h2>
              {items.length === 0 ? (
                <p className="figures-muted">{t('home.noTopSelling')}</p>
              ) : (
                <ol className="figure-list">
                  {items.map((i) => (
                    <li key={i.id}>
                      <span>
                        {i.title} <span className="muted">{formatMoney(i.price, data.currency)}</span>
                      </span>
                      <span>{t('home.ordersCount', { n: i.orders_count })}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        </>
      )}
      <CurrentShiftsCard />
    </section>
  );
}
