/**
 * Stations (/dashboard/settings/stations, STN2): the kitchen stations (Kitchen, Bar…) the kitchen screens and
 * printers route lines to, with each station's amber and red ticket ages; add, edit, delete.
 */
import { deleteStation, type StationRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { save, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { RowActions } from './settings-table.tsx';
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
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ station: null })}>
          {t('settings.add')}
        </button>
      }
    >
      <p className="muted">{t('settings.stations.intro')}</p>
      {stations === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {stations?.length === 0 && <EmptyLine>{t('settings.stations.empty')}</EmptyLine>}
      {stations && stations.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.title')}</th>
                <th scope="col">{t('settings.stations.amberAfter')}</th>
                <th scope="col">{t('settings.stations.redAfter')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {stations.map((s, i) => (
                <tr key={s.id}>
                  <td>{i + 1}</td>
                  <td>{s.title}</td>
                  <td>{t('settings.minutes', { n: s.warnAfterMinutes })}</td>
                  <td>{t('settings.minutes', { n: s.lateAfterMinutes })}</td>
                  <td>
                    <RowActions
                      name={s.title}
                      onEdit={() => setEditing({ station: s })}
                      onDelete={() => remove(s)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <StationDialog station={editing.station} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
