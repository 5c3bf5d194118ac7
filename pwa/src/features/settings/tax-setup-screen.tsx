/** Tax Setup: #, Title, Rate with %, Type, Actions. */
import { deleteTax, formatPercent, rate, type TaxRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { save, useSorted } from './settings-data.ts';
import { SettingsPage } from './settings-page.tsx';
import { AddButton, SettingsTable } from './settings-table.tsx';
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
      actions={<AddButton onClick={() => setEditing({ tax: null })} />}
    >
      <SettingsTable
        rows={taxes}
        empty={t('settings.tax.empty')}
        columns={[t('settings.tax.rate'), t('settings.tax.type')]}
        cells={(tax) => (
          <>
            <td>{formatPercent(rate(tax.rate))}%</td>
            <td>{taxTypeLabel(t, tax.type)}</td>
          </>
        )}
        actionsHeading="shown"
        onEdit={(tax) => setEditing({ tax })}
        onDelete={remove}
      />
      {editing && <TaxDialog tax={editing.tax} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
