/** Payment Types (SET1): a table with edit, delete and an active switch. */
import { deletePaymentType, type PaymentTypeRow, TEXTS, togglePaymentType } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { PaymentTypeDialog } from './payment-type-dialog.tsx';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';

export function PaymentTypesScreen() {
  const t = useT();
  const paymentTypes = useSorted('paymentTypes');
  const [editing, setEditing] = useState<{ paymentType: PaymentTypeRow | null } | null>(null);
  const remove = (p: PaymentTypeRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deletePaymentType, { id: p.id }, savedText('paymentTypeDeleted'));
  };
  const toggle = (p: PaymentTypeRow, isActive: boolean) =>
    void save(togglePaymentType, { id: p.id, isActive }, savedText('paymentTypeToggled'));
  return (
    <SettingsPage
      title={t('settings.nav.paymentTypes')}
      testId="payment-types"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ paymentType: null })}>
          {t('settings.add')}
        </button>
      }
    >
      {paymentTypes === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {paymentTypes?.length === 0 && <EmptyLine>{t('settings.paymentType.empty')}</EmptyLine>}
      {paymentTypes && paymentTypes.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.title')}</th>
                <th scope="col">{t('settings.active')}</th>
                <th scope="col">{t('settings.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {paymentTypes.map((p, i) => (
                <tr key={p.id}>
                  <td>{i + 1}</td>
                  <td>{p.title}</td>
                  <td>
                    <input
                      type="checkbox"
                      role="switch"
                      className="table-switch"
                      aria-label={t('settings.paymentType.activeOf', { title: p.title })}
                      checked={p.isActive}
                      aria-checked={p.isActive}
                      onChange={(e) => toggle(p, e.target.checked)}
                    />
                  </td>
                  <td>
                    <RowActions
                      name={p.title}
                      onEdit={() => setEditing({ paymentType: p })}
                      onDelete={() => remove(p)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <PaymentTypeDialog paymentType={editing.paymentType} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
