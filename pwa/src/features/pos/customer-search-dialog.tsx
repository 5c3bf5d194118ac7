/** Search customer by phone (VAL12): the device's customers; Reset returns to walk-in. */
import { FALLBACK, posCustomerSearchArgs } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { currentDb } from '../../db/current.ts';
import { useT } from '../../i18n/i18n.ts';
import type { PosCustomer } from './pos-store.ts';

const MAX_RESULTS = 20;
/** Phones are compared without spaces, dashes, dots and parentheses: '98765 43210' finds '9876543210'. */
const bare = (phone: string) => phone.replace(/[\s\-.()]/g, '').toLowerCase();

async function customersByPhone(phone: string): Promise<PosCustomer[]> {
  const db = currentDb();
  if (!db) return [];
  const q = bare(phone);
  const found = await db.customers
    .filter((c) => bare(c.phone).includes(q))
    .limit(MAX_RESULTS)
    .toArray();
  // the exact number first
  found.sort((a, b) => Number(bare(b.phone) === q) - Number(bare(a.phone) === q));
  return found.map(({ id, phone: p, name, email }) => ({ id, phone: p, name, email }));
}

type Props = {
  open: boolean;
  onClose: () => void;
  onSelect: (customer: PosCustomer | null) => void;
};

export function CustomerSearchDialog({ open, onClose, onSelect }: Props) {
  const t = useT();
  const [results, setResults] = useState<PosCustomer[] | null>(null);
  const form = useSchemaForm(posCustomerSearchArgs, async ({ phone }) => {
    setResults(await customersByPhone(phone));
  });
  const close = () => {
    setResults(null);
    onClose();
  };
  const choose = (c: PosCustomer | null) => {
    setResults(null);
    onSelect(c);
  };

  return (
    <Dialog open={open} onClose={close} title={t('pos.searchCustomer')} size="small" testId="customer-search">
      <form onSubmit={form.onSubmit} noValidate aria-label={t('pos.searchCustomer')}>
        <FormError form={form} />
        <Field
          form={form}
          name="phone"
          label={t('pos.phone')}
          type="tel"
          required
          autoComplete="off"
          maxLength={20}
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={() => choose(null)}>
            {t('pos.reset')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.pending}>
            {t('pos.search')}
          </button>
        </div>
      </form>
      {results?.length === 0 && (
        <p className="status-line" role="status">
          {FALLBACK.noResult}
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="pos-customer-results" aria-label={t('pos.customersFound')}>
          {results.map((c) => (
            <li key={c.id}>
              <button type="button" className="btn btn-secondary btn-block" onClick={() => choose(c)}>
                <span>{c.name}</span>
                <span className="muted">{c.phone}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
