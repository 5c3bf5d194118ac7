/** The customer box: 'WALKIN CUSTOMER' or the customer's phone and name, with the search by phone. */
import { useState } from 'react';
import { CustomerSearchDialog } from './customer-search-dialog.tsx';
import { usePosStore } from './pos-store.ts';

export const WALKIN_CUSTOMER = 'WALKIN CUSTOMER';

export function CustomerBox() {
  const customer = usePosStore((s) => s.customer);
  const setCustomer = usePosStore((s) => s.setCustomer);
  const [open, setOpen] = useState(false);
  return (
    <div className="pos-customer" data-testid="pos-customer">
      <div className="pos-customer-text">
        {customer ? (
          <>
            <span className="pos-customer-phone">{customer.phone}</span>
            <span className="pos-customer-name">{customer.name}</span>
          </>
        ) : (
          <span className="pos-customer-phone">{WALKIN_CUSTOMER}</span>
        )}
      </div>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Search Customer
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
