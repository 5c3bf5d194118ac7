/** STN5: the kitchen header's station choice: All, one or more stations (toggles), or Expo; remembered per device. */
import type { StationRow } from '@tavola/shared';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { ALL_STATIONS, type StationChoice } from './station-choice.ts';

/** FRI1: read from the staff's language's catalog (I18N1). */
export const STATION_PICKER_TEXTS = {
  get all() {
    return t('kitchen.allStations');
  },
  get expo() {
    return t('kitchen.expo');
  },
  button: (label: string) => t('kitchen.showing', { label }),
  get group() {
    return t('kitchen.showStations');
  },
};

export function choiceLabel(choice: StationChoice, stations: readonly StationRow[]): string {
  if (choice.view === 'expo') return STATION_PICKER_TEXTS.expo;
  const titles = choice.view === 'stations' ? stations.filter((s) => choice.stationIds.includes(s.id)) : [];
  return titles.length ? titles.map((s) => s.title).join(' + ') : STATION_PICKER_TEXTS.all;
}

export function StationPicker({
  choice,
  stations,
  onChoose,
}: {
  choice: StationChoice;
  stations: readonly StationRow[];
  onChoose: (next: StationChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const chosen = choice.view === 'stations' ? choice.stationIds : [];
  const toggle = (id: string) => {
    const ids = chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id];
    onChoose(ids.length ? { view: 'stations', stationIds: ids } : ALL_STATIONS);
  };
  return (
    <div className="station-picker">
      <button
        type="button"
        className="kitchen-head-btn"
        aria-expanded={open}
        aria-controls="station-picker-options"
        onClick={() => setOpen(!open)}
      >
        {STATION_PICKER_TEXTS.button(choiceLabel(choice, stations))}
      </button>
      {open && (
        <fieldset id="station-picker-options" className="station-options">
          <legend className="visually-hidden">{STATION_PICKER_TEXTS.group}</legend>
          <button
            type="button"
            aria-pressed={choice.view === 'all' || (choice.view === 'stations' && chosen.length === 0)}
            onClick={() => onChoose(ALL_STATIONS)}
          >
            {STATION_PICKER_TEXTS.all}
          </button>
          {stations.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-pressed={chosen.includes(s.id)}
              onClick={() => toggle(s.id)}
            >
              {s.title}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={choice.view === 'expo'}
            onClick={() => onChoose({ view: 'expo' })}
          >
            {STATION_PICKER_TEXTS.expo}
          </button>
        </fieldset>
      )}
    </div>
  );
}
