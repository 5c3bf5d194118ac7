/**
 * Customers, also labelled Khata: search by text, cards of 10 per page sorted by
 * creation, Add and Update dialogs, delete with confirmation, and the khata balance with Settle Dues (CUS4).
 * Rows come from the device database, so the screen works offline.
 */
import { type CustomerRow, canManageCustomers, deleteCustomer, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { CUSTOMER_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useSessionUser } from '../../lib/session.ts';
import { save, useSingleton, useSorted } from '../settings/settings-data.ts';
import { EmptyLine, SettingsPage } from '../settings/settings-page.tsx';
import { CustomerDialog, SettleDuesDialog } from './customer-dialogs.tsx';
import './daily-ops.css';
import { Pagination, pageOf } from './pagination.tsx';

/** Customers page size 10 (VAL14). */
export const CUSTOMERS_PER_PAGE = 10;

// literal keys, so extraction finds them
const GENDER_LABELS: Record<string, () => string> = {
  female: () => translate('customers.gender.female'),
  male: () => translate('customers.gender.male'),
  other: () => translate('customers.gender.other'),
};

const at = (ms: number) => formatDateTime(new Date(ms).toISOString());

/** VAL: blank search text (after trimming) is ignored; otherwise name, phone or email contain it. */
export function matchesSearch(c: CustomerRow, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [c.name, c.phone, c.email ?? ''].some((f) => f.toLowerCase().includes(q));
}

function CustomerCard({
  customer,
  currency,
  canManage,
  onEdit,
  onSettle,
}: {
  customer: CustomerRow;
  currency: string | null | undefined;
  canManage: boolean;
  onEdit: () => void;
  onSettle: () => void;
}) {
  const t = useT();
  const remove = () => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteCustomer, { id: customer.id }, CUSTOMER_SAVED_TEXTS.deleted(t));
  };
  return (
    <li className="card settings-card" data-testid="customer-card">
      <h2>{customer.name}</h2>
      <dl className="facts">
        <dt>{t('customers.phone')}</dt>
        <dd>{customer.phone}</dd>
        <dt>{t('customers.email')}</dt>
        <dd>{customer.email ?? '-'}</dd>
        <dt>{t('customers.birthDate')}</dt>
        <dd>{customer.birthDate ?? '-'}</dd>
        <dt>{t('customers.gender')}</dt>
        <dd>{customer.gender ? (GENDER_LABELS[customer.gender]?.() ?? customer.gender) : '-'}</dd>
        <dt>{t('customers.created')}</dt>
        <dd>{at(customer.createdAt)}</dd>
        <dt>{t('customers.updated')}</dt>
        <dd>{at(customer.updatedAt)}</dd>
        {customer.balanceDue > 0 && (
          <>
            <dt>{t('customers.balanceDue')}</dt>
            <dd data-testid="balance-due">{formatMoney(customer.balanceDue, currency)}</dd>
          </>
        )}
      </dl>
      {canManage && (
        <div className="card-actions">
          {customer.balanceDue > 0 && (
            <button type="button" className="btn btn-primary btn-small" onClick={onSettle}>
              {t('customers.settleDues')}
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
            {t('customers.edit')}
          </button>
          <button type="button" className="btn btn-danger btn-small" onClick={remove}>
            {t('customers.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

type Editing =
  | { kind: 'edit'; customer: CustomerRow | null }
  | { kind: 'settle'; customer: CustomerRow }
  | null;

export function CustomersScreen() {
  const t = useT();
  const user = useSessionUser();
  const canManage = user ? canManageCustomers(user) : false;
  const customers = useSorted('customers');
  const store = useSingleton('storeSettings');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const found = customers?.filter((c) => matchesSearch(c, search));
  const { rows, page: shown, lastPage } = pageOf(found ?? [], page, CUSTOMERS_PER_PAGE);
  // The open dialog follows the live row (a settle or an edit elsewhere updates it).
  const live = editing?.customer ? customers?.find((c) => c.id === editing.customer?.id) : undefined;

  return (
    <SettingsPage
      title={t('customers.title')}
      testId="customers"
      actions={
        canManage && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ kind: 'edit', customer: null })}
          >
            {t('customers.new')}
          </button>
        )
      }
    >
      <div className="field">
        <input
          type="search"
          aria-label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {customers === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {found?.length === 0 && (
        <EmptyLine>{search.trim() ? t('customers.noMatch') : t('customers.none')}</EmptyLine>
      )}
      {rows.length > 0 && (
        <ul className="card-grid settings-cards">
          {rows.map((c) => (
            <CustomerCard
              key={c.id}
              customer={c}
              currency={store?.currency}
              canManage={canManage}
              onEdit={() => setEditing({ kind: 'edit', customer: c })}
              onSettle={() => setEditing({ kind: 'settle', customer: c })}
            />
          ))}
        </ul>
      )}
      {found && found.length > 0 && (
        <Pagination
          page={shown}
          lastPage={lastPage}
          shown={rows.length}
          total={found.length}
          onPage={setPage}
        />
      )}
      {editing?.kind === 'edit' && (
        <CustomerDialog customer={editing.customer} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'settle' && live && (
        <SettleDuesDialog customer={live} currency={store?.currency} onClose={() => setEditing(null)} />
      )}
    </SettingsPage>
  );
}
