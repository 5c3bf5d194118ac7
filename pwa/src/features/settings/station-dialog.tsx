/** Add Station and Update Station (STN2): title, amber and red thresholds in minutes. */
import { createStation, STATION_DEFAULTS, type StationRow, stationArgs, updateStation } from '@tavola/shared';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { save } from './settings-data.ts';
import { FormDialog } from './settings-fields.tsx';

// read from the current language's catalog when used (I18N1)
export const STATION_TEXTS = {
  get added() {
    return translate('settings.stations.added');
  },
  get updated() {
    return translate('settings.stations.updated');
  },
  get deleted() {
    return translate('settings.stations.deleted');
  },
  get warn() {
    return translate('settings.stations.warn');
  },
  get late() {
    return translate('settings.stations.late');
  },
  get thresholdsHint() {
    return translate('settings.stations.thresholdsHint');
  },
};

const minutesInput = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: 999,
  step: 1,
  required: true,
} as const;

/** `station` null: a new station; a row: that station's update. */
export function StationDialog({ station, onClose }: { station: StationRow | null; onClose: () => void }) {
  const t = useT();
  const form = useSchemaForm(stationArgs, async (args) => {
    const saved = station
      ? await save(updateStation, { id: station.id, ...args }, STATION_TEXTS.updated)
      : await save(createStation, { id: uuidv7(), ...args }, STATION_TEXTS.added);
    if (saved) onClose();
  });
  const title = station ? t('settings.stations.update') : t('settings.stations.add');
  return (
    <FormDialog title={title} testId="station-dialog" form={form} onClose={onClose}>
      <Field
        form={form}
        name="title"
        label={t('settings.title')}
        required
        defaultValue={station?.title ?? ''}
      />
      <div className="settings-grid">
        <Field
          form={form}
          name="warnAfterMinutes"
          label={STATION_TEXTS.warn}
          {...minutesInput}
          defaultValue={String(station?.warnAfterMinutes ?? STATION_DEFAULTS.warnAfterMinutes)}
        />
        <Field
          form={form}
          name="lateAfterMinutes"
          label={STATION_TEXTS.late}
          {...minutesInput}
          defaultValue={String(station?.lateAfterMinutes ?? STATION_DEFAULTS.lateAfterMinutes)}
        />
      </div>
      <p className="muted">{STATION_TEXTS.thresholdsHint}</p>
    </FormDialog>
  );
}
