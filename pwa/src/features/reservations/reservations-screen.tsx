/**
 * Reservations: New (permitted users, PERM8), a search box, the date filter (Today by default,
 * in the store's zone), cards with date, time, customer, people count, table, notes (tooltip), status and
 * creation time, edit and delete with confirmation. Rows come from the device database (works offline).
 */
import { canManageReservations, deleteReservation, type ReservationRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { RESERVATION_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session.ts';
import { save, useSorted } from '../settings/settings-data.ts';
import { EmptyLine, SettingsPage } from '../settings/settings-page.tsx';
import { filterLabel, filterRange, storeDateTime, useDateFilter, useStoreClock } from './date-filter.tsx';
import '../customers/daily-ops.css';
import { ReservationDialog, STATUS_LABELS } from './reservation-dialog.tsx';

type Names = { customers: Map<string, { name: string; phone: string }>; tables: Map<string, string> };

type Editing = { reservation: ReservationRow | null } | null;

function ReservationCard({
  r,
  names,
  timeZone,
  canManage,
  onEdit,
}: {
  r: ReservationRow;
  names: Names;
  timeZone: string;
  canManage: boolean;
  onEdit: () => void;
}) {
  const t = useT();
  const { date, time } = storeDateTime(r.date, timeZone);
  const customer = names.customers.get(r.customerId);
  const remove = () => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteReservation, { id: r.id }, RESERVATION_SAVED_TEXTS.deleted(t));
  };
  return (
    <li className="card settings-card" data-testid="reservation-card">
      <h2>{customer?.name ?? t('reservations.deletedCustomer')}</h2>
      <dl className="facts">
        <dt>{t('reservations.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('reservations.time')}</dt>
        <dd>{time}</dd>
        <dt>{t('reservations.people')}</dt>
        <dd>{r.peopleCount}</dd>
        <dt>{t('reservations.table')}</dt>
        <dd>{tableName(r.tableId, names.tables, t('reservations.tableRemoved'))}</dd>
        <dt>{t('reservations.status')}</dt>
        <dd>{STATUS_LABELS[r.status] ?? r.status}</dd>
        <dt>{t('reservations.notes')}</dt>
        <dd>
          {r.notes ? (
            <span title={r.notes} className="notes-tooltip">
              {r.notes.length > 24 ? `${r.notes.slice(0, 24)}…` : r.notes}
            </span>
          ) : (
            '-'
          )}
        </dd>
        <dt>{t('reservations.created')}</dt>
        <dd>{formatDateTime(new Date(r.createdAt).toISOString())}</dd>
      </dl>
      {canManage && (
        <div className="card-actions">
          <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
            {t('reservations.edit')}
          </button>
          <button type="button" className="btn btn-danger btn-small" onClick={remove}>
            {t('reservations.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** RES4: a booked table the store has since removed says so, not '-' (which means no table was booked). */
export const TABLE_REMOVED = 'Table removed';
const tableName = (tableId: string | null, tables: Names['tables'], removed = TABLE_REMOVED): string =>
  tableId ? (tables.get(tableId) ?? removed) : '-';

/** Search text (blank after trimming is ignored) in the customer's name or phone, the table or the notes. */
export function matchesReservation(r: ReservationRow, names: Names, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  const c = names.customers.get(r.customerId);
  const fields = [c?.name, c?.phone, r.tableId ? names.tables.get(r.tableId) : '', r.notes];
  return fields.some((f) => (f ?? '').toLowerCase().includes(q));
}

export function ReservationsScreen() {
  const t = useT();
  const user = useSessionUser();
  const canManage = user ? canManageReservations(user) : false;
  const clock = useStoreClock();
  const dateFilter = useDateFilter(clock);
  const { filter } = dateFilter;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const { from, to } = filterRange(filter, clock);
  const reservations = useLive(
    async (db) =>
      (await db.reservations.where('date').between(from, to, true, false).toArray()).sort(
        (a, b) => a.date - b.date || (a.id < b.id ? -1 : 1),
      ),
    [from, to],
  );
  const customers = useSorted('customers');
  const tables = useSorted('storeTables');
  const names: Names = {
    customers: new Map((customers ?? []).map((c) => [c.id, { name: c.name, phone: c.phone }])),
    tables: new Map((tables ?? []).map((t) => [t.id, t.tableTitle])),
  };
  const found = reservations?.filter((r) => matchesReservation(r, names, search));

  return (
    <SettingsPage
      title={t('reservations.title')}
      testId="reservations"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={dateFilter.open}>
            {t('reservations.filter')}
          </button>
          {canManage && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setEditing({ reservation: null })}
            >
              {t('reservations.new')}
            </button>
          )}
        </>
      }
    >
      <div className="field">
        <input
          type="search"
          aria-label={t('reservations.search')}
          placeholder={t('reservations.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="muted">{t('reservations.showingFor', { label: filterLabel(filter) })}</p>
      {reservations === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {found?.length === 0 && <EmptyLine>{t('reservations.none')}</EmptyLine>}
      {found && found.length > 0 && (
        <ul className="card-grid settings-cards">
          {found.map((r) => (
            <ReservationCard
              key={r.id}
              r={r}
              names={names}
              timeZone={clock.timeZone}
              canManage={canManage}
              onEdit={() => setEditing({ reservation: r })}
            />
          ))}
        </ul>
      )}
      {dateFilter.dialog}
      {editing && (
        <ReservationDialog
          reservation={editing.reservation}
          customerName={
            editing.reservation ? names.customers.get(editing.reservation.customerId)?.name : undefined
          }
          clock={clock}
          onClose={() => setEditing(null)}
        />
      )}
    </SettingsPage>
  );
}
