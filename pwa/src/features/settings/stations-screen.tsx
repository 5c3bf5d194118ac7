/**
 * Stations (/dashboard/settings/stations, STN2): the kitchen stations (Kitchen, Bar…) the kitchen screens and
 * printers route lines to, with each station's amber and red ticket ages; add, edit, delete.
 */
import { deleteStation, type StationRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { save, useSorted } from './settings-data.ts';
import { SettingsPage } from './settings-page.tsx';
import { AddButton, SettingsTable } from './settings-table.tsx';
import { STATION_TEXTS, StationDialog } from './station-dialog.tsx';

export function StationsScreen() {
  const t = useT();
  const stations = useSorted('stations');
  const [editing, setEditing] = useState<{ station: StationRow | null } | null>(null);
  const remove = (s: StationRow) => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteStation, { id: s.id }, STATION_TEXTS.deleted);
  };
  return (
    <SettingsPage
      title={t('settings.nav.stations')}
      testId="stations"
      actions={<AddButton onClick={() => setEditing({ station: null })} />}
    >
      <p className="muted">{t('settings.stations.intro')}</p>
      <SettingsTable
        rows={stations}
        empty={t('settings.stations.empty')}
        columns={[t('settings.stations.amberAfter'), t('settings.stations.redAfter')]}
        cells={(s) => (
          <>
            <td>{t('settings.minutes', { n: s.warnAfterMinutes })}</td>
            <td>{t('settings.minutes', { n: s.lateAfterMinutes })}</td>
          </>
        )}
        actionsHeading="read out"
        onEdit={(station) => setEditing({ station })}
        onDelete={remove}
      />
      {editing && <StationDialog station={editing.station} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
