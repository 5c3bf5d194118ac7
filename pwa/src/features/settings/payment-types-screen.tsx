/** Payment Types (SET1): a table with edit, delete and an active switch. */
import {
  deletePaymentType,
  type PaymentTypeRow,
  SETTINGS_SAVED,
  TEXTS,
  togglePaymentType,
} from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { PaymentTypeDialog } from './payment-type-dialog.tsx';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';

export function PaymentTypesScreen() {
  const paymentTypes = useSorted('paymentTypes');
  const [editing, setEditing] = useState<{ paymentType: PaymentTypeRow | null } | null>(null);
  const remove = (p: PaymentTypeRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deletePaymentType, { id: p.id }, SETTINGS_SAVED.paymentTypeDeleted);
  };
  const toggle = (p: PaymentTypeRow, isActive: boolean) =>
    void save(togglePaymentType, { id: p.id, isActive }, SETTINGS_SAVED.paymentTypeToggled);
  return (
    <SettingsPage
      title="Payment Types"
      testId="payment-types"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ paymentType: null })}>
          Add
        </button>
      }
    >
      {paymentTypes === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {paymentTypes?.length === 0 && <EmptyLine>No payment types yet.</EmptyLine>}
      {paymentTypes && paymentTypes.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">Active</th>
                <th scope="col">Actions</th>
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
                      aria-label={`${p.title} active`}
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
