/** STN3: the Station select of the category dialog and the menu item form ('' : none, or the category's). */
import type { StationRow } from '@tavola/shared';
import type { SchemaForm } from '../../components/form.tsx';
import { useLive } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { SelectField } from './settings-fields.tsx';

const byTitle = (a: StationRow, b: StationRow) =>
  a.title.localeCompare(b.title, undefined, { numeric: true });

/** The stations by title; undefined while loading. */
export const useStations = (): StationRow[] | undefined =>
  useLive(async (db) => (await db.stations.toArray()).sort(byTitle));

export function StationSelect({
  form,
  stations,
  value,
  noneLabel,
}: {
  form: SchemaForm;
  /** Loaded before the select mounts: a select takes its default value when it mounts. */
  stations: readonly StationRow[];
  value: string | null | undefined;
  noneLabel: string;
}) {
  const t = useT();
  return (
    <SelectField form={form} name="stationId" label={t('settings.station')} defaultValue={value ?? ''}>
      <option value="">{noneLabel}</option>
      {stations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.title}
        </option>
      ))}
    </SelectField>
  );
}
