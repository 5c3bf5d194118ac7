/** The customer box: 'WALKIN CUSTOMER' or the customer's phone and name, with the search by phone. */
import { hasAnyScope, READ_SCOPES } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useSessionUser } from '../../lib/session.ts';
import { CustomerSearchDialog } from './customer-search-dialog.tsx';
import { usePosStore } from './pos-store.ts';

export const WALKIN_CUSTOMER = 'WALKIN CUSTOMER';

export function CustomerBox() {
  const t = useT();
  const customer = usePosStore((s) => s.customer);
  const setCustomer = usePosStore((s) => s.setCustomer);
  const [open, setOpen] = useState(false);
  const user = useSessionUser();
  // READ2: a till whose user may not read customers holds none to search
  const canSearch = user ? hasAnyScope(user, READ_SCOPES.customers) : false;
  return (
    <div className="pos-customer" data-testid="pos-customer">
      <div className="pos-customer-text">
        {customer ? (
          <>
            <span className="pos-customer-phone">{customer.phone}</span>
            <span className="pos-customer-name">{customer.name}</span>
          </>
        ) : (
          <span className="pos-customer-phone">{t('pos.walkin')}</span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-haspopup="dialog"
        disabled={!canSearch}
        title={canSearch ? undefined : t('pos.searchNeedsScope')}
        onClick={() => setOpen(true)}
      >
        {t('pos.searchCustomer')}
      </button>
      <CustomerSearchDialog
        open={open}
        onClose={() => setOpen(false)}
        onSelect={(c) => {
          setCustomer(c);
          setOpen(false);
        }}
      />
    </div>
  );
}
