/** Payment Types (SET1): a table with edit, delete and an active switch. */
import { deletePaymentType, type PaymentTypeRow, TEXTS, togglePaymentType } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { PaymentTypeDialog } from './payment-type-dialog.tsx';
import { save, useSorted } from './settings-data.ts';
import { SettingsPage } from './settings-page.tsx';
import { AddButton, SettingsTable } from './settings-table.tsx';

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
      actions={<AddButton onClick={() => setEditing({ paymentType: null })} />}
    >
      <SettingsTable
        rows={paymentTypes}
        empty={t('settings.paymentType.empty')}
        columns={[t('settings.active')]}
        cells={(p) => (
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
        )}
        actionsHeading="shown"
        onEdit={(p) => setEditing({ paymentType: p })}
        onDelete={remove}
      />
      {editing && <PaymentTypeDialog paymentType={editing.paymentType} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
