/**
 * /superadmin/dashboard/tenants: the three tiles, search (800 ms), date filter,
 * export, the table five a page with its pager, and the add, update and delete dialogs.
 */
import { Link } from '@tanstack/react-router';
import {
  ACCOUNT_STATE_LABEL,
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  FALLBACK,
  TENANTS_PAGE_SIZE,
  TEXTS,
  type TenantRow,
} from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useQuery } from '../../lib/query.ts';
import { ConsoleIcon } from './console-icons.tsx';
import { type DateFilter, DateFilterDialog } from './date-filter-dialog.tsx';
import { formatDay, formatMonthlyPrice } from './figures-format.ts';
import { superadminApi, type TenantFilters, tenantsQueryString } from './superadmin-api.ts';
import { AddTenantDialog, DeleteTenantDialog, UpdateTenantDialog } from './tenant-dialogs.tsx';
import { ExportButton } from './tenants-export.tsx';
import { TenantsPager } from './tenants-pager.tsx';
import { TenantTiles, type Tile } from './tenants-tiles.tsx';
import { useDebounced } from './use-debounced.ts';
import './superadmin.css';

const FILTER_OPTIONS = [
  { value: '', label: 'All Dates' },
  ...DATE_PRESETS.map((p) => ({ value: p, label: DATE_PRESET_LABELS[p] })),
];

export function TenantsScreen() {
  const [tile, setTile] = useState<Tile>('active');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [dates, setDates] = useState<DateFilter>({ filter: null, from: null, to: null });
  const [filterOpen, setFilterOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TenantRow | null>(null);
  const [deleting, setDeleting] = useState<TenantRow | null>(null);
  const debounced = useDebounced(search);
  // bumped by every change, so no tile or page shows a list cached from before it
  const [generation, setGeneration] = useState(0);

  const filters: TenantFilters = {
    page,
    perPage: TENANTS_PAGE_SIZE,
    search: debounced,
    status: tile === 'all' ? null : tile,
    type: dates.filter,
    from: dates.filter === 'custom' ? dates.from : null,
    to: dates.filter === 'custom' ? dates.to : null,
  };
  const { data, error, fetching } = useQuery(
    `superadmin/tenants?${tenantsQueryString(filters)}#${generation}`,
    () => superadminApi.tenants(filters),
  );
  // any change of filter starts again at page 1
  const refilter = (change: () => void) => {
    change();
    setPage(1);
  };
  const done = (close: () => void) => () => {
    close();
    setGeneration((g) => g + 1);
  };

  return (
    <section className="panel tenants-screen" aria-labelledby="tenants-title" data-testid="tenants-screen">
      <div className="screen-heading">
        <h1 id="tenants-title">Tenants</h1>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          Add Tenant
        </button>
      </div>
      <TenantTiles counts={data} chosen={tile} onChoose={(t) => refilter(() => setTile(t))} />
      <div className="toolbar">
        <input
          type="search"
          className="search-input"
          placeholder="Search tenants..."
          aria-label="Search tenants"
          value={search}
          onChange={(e) => refilter(() => setSearch(e.target.value))}
        />
        <button type="button" className="btn btn-secondary" onClick={() => setFilterOpen(true)}>
          <ConsoleIcon name="filter" size={16} /> Filters
        </button>
        <ExportButton status={tile} />
      </div>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {error && <StatusLine kind="error">{FALLBACK.tenantListLoad}</StatusLine>}
      {data && (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Tenant Details</th>
                  <th scope="col">Status</th>
                  <th scope="col">Subscription Start</th>
                  <th scope="col">Subscription End</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.tenants.length === 0 && (
                  <tr>
                    <td colSpan={6} className="empty-cell">
                      No Tenants Found!
                    </td>
                  </tr>
                )}
                {data.tenants.map((t) => (
                  <tr key={t.id} data-testid="tenant-row">
                    <td>
                      <span className="cell-title">{t.name}</span>
                      <span className="cell-sub">{t.email ?? '-'}</span>
                    </td>
                    <td>
                      <span className={`badge badge-${t.state}`} data-testid="tenant-state">
                        {ACCOUNT_STATE_LABEL[t.state]}
                      </span>
                    </td>
                    <td>{formatDay(t.subscription_start)}</td>
                    <td>{formatDay(t.subscription_end)}</td>
                    <td>{formatMonthlyPrice(t.plan_price, t.plan_currency)}</td>
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Edit ${t.name}`}
                          onClick={() => setEditing(t)}
                        >
                          <ConsoleIcon name="edit" />
                        </button>
                        <Link
                          to="/superadmin/dashboard/tenants/$id/subscription-history"
                          params={{ id: t.id }}
                          className="icon-button"
                          aria-label={`Subscription history of ${t.name}`}
                        >
                          <ConsoleIcon name="history" />
                        </Link>
                        <button
                          type="button"
                          className="icon-button icon-danger"
                          aria-label={`Delete ${t.name}`}
                          onClick={() => setDeleting(t)}
                        >
                          <ConsoleIcon name="trash" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <TenantsPager
            page={data.currentPage}
            totalPages={data.totalPages}
            shown={data.tenants.length}
            total={data.totalTenants}
            onPage={setPage}
          />
        </>
      )}
      {filterOpen && (
        <DateFilterDialog
          open
          onClose={() => setFilterOpen(false)}
          options={FILTER_OPTIONS}
          value={dates}
          onApply={(d) => refilter(() => setDates(d))}
        />
      )}
      {adding && (
        <AddTenantDialog open onClose={() => setAdding(false)} onDone={done(() => setAdding(false))} />
      )}
      {editing && (
        <UpdateTenantDialog
          key={editing.id}
          tenant={editing}
          onClose={() => setEditing(null)}
          onDone={done(() => setEditing(null))}
        />
      )}
      <DeleteTenantDialog
        tenant={deleting}
        onClose={() => setDeleting(null)}
        onDone={done(() => setDeleting(null))}
      />
    </section>
  );
}
