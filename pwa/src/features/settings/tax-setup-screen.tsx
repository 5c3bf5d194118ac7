/** Tax Setup: #, Title, Rate with %, Type, Actions. */
import { deleteTax, formatPercent, rate, type TaxRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';
import { TaxDialog, taxTypeLabel } from './tax-dialog.tsx';

export function TaxSetupScreen() {
  const t = useT();
  const taxes = useSorted('taxes');
  const [editing, setEditing] = useState<{ tax: TaxRow | null } | null>(null);
  const remove = (tax: TaxRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteTax, { id: tax.id }, savedText('taxDeleted'));
  };
  return (
    <SettingsPage
      title={t('settings.nav.taxSetup')}
      testId="tax-setup"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ tax: null })}>
          {t('settings.add')}
        </button>
      }
    >
      {taxes === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {taxes?.length === 0 && <EmptyLine>{t('settings.tax.empty')}</EmptyLine>}
      {taxes && taxes.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.title')}</th>
                <th scope="col">{t('settings.tax.rate')}</th>
                <th scope="col">{t('settings.tax.type')}</th>
                <th scope="col">{t('settings.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {taxes.map((tax, i) => (
                <tr key={tax.id}>
                  <td>{i + 1}</td>
                  <td>{tax.title}</td>
                  <td>{formatPercent(rate(tax.rate))}%</td>
                  <td>{taxTypeLabel(t, tax.type)}</td>
                  <td>
                    <RowActions
                      name={tax.title}
                      onEdit={() => setEditing({ tax })}
                      onDelete={() => remove(tax)}
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
