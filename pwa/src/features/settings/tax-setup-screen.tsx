/** Tax Setup: #, Title, Rate with %, Type, Actions. */
import { deleteTax, formatPercent, rate, SETTINGS_SAVED, type TaxRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';
import { TaxDialog } from './tax-dialog.tsx';

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

export function TaxSetupScreen() {
  const taxes = useSorted('taxes');
  const [editing, setEditing] = useState<{ tax: TaxRow | null } | null>(null);
  const remove = (t: TaxRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteTax, { id: t.id }, SETTINGS_SAVED.taxDeleted);
  };
  return (
    <SettingsPage
      title="Tax Setup"
      testId="tax-setup"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ tax: null })}>
          Add
        </button>
      }
    >
      {taxes === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {taxes?.length === 0 && <EmptyLine>No taxes yet.</EmptyLine>}
      {taxes && taxes.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">Rate</th>
                <th scope="col">Type</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {taxes.map((t, i) => (
                <tr key={t.id}>
                  <td>{i + 1}</td>
                  <td>{t.title}</td>
                  <td>{formatPercent(rate(t.rate))}%</td>
                  <td>{typeLabel(t.type)}</td>
                  <td>
                    <RowActions
                      name={t.title}
                      onEdit={() => setEditing({ tax: t })}
                      onDelete={() => remove(t)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <TaxDialog tax={editing.tax} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
