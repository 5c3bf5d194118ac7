/**
 * The date filter of reservations and invoices: presets Today, Tomorrow, Yesterday,
 * Last 7 Days, This Month, Last Month and Custom (From, To), in the store's zone and day start (TIME5).
 */
import {
  DATE_PRESETS,
  type DatePreset,
  DEFAULT_DAY_START,
  type InstantRange,
  isDatePreset,
  presetRange,
  type StoreClock,
  wallClockOf,
} from '@tavola/shared';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { currentLocale, t, useT } from '../../i18n/i18n.ts';
import { datePresetLabel } from '../reports/preset-labels.ts';
import { useSingleton } from '../settings/settings-data.ts';

/** The chosen preset (and the custom dates); its instants follow the store's clock (`filterRange`). */
export type DateFilter = {
  readonly preset: DatePreset;
  readonly from: string;
  readonly to: string;
};

export const TODAY_FILTER: DateFilter = { preset: 'today', from: '', to: '' };

/** TIME5: the filter's instants [from, to) for the store's clock now; an invalid custom range is empty. */
export function filterRange(f: DateFilter, clock: StoreClock, now: number = Date.now()): InstantRange {
  const range = presetRange(f.preset, now, clock, { from: f.from || null, to: f.to || null });
  return range.ok ? range.value : { from: 0, to: 0 };
}

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The store's clock (its zone and day start); the device's zone until the store settings arrive. */
export function useStoreClock(): StoreClock {
  const store = useSingleton('storeSettings');
  return {
    timeZone: store?.timeZone || deviceZone(),
    dayStart: store?.businessDayStart || DEFAULT_DAY_START,
  };
}

/** 'Today', or 'YYYY-MM-DD to YYYY-MM-DD' for a custom range. */
export const filterLabel = (f: DateFilter): string =>
  f.preset === 'custom'
    ? t('reservations.filter.range', { from: f.from, to: f.to })
    : datePresetLabel(f.preset);

/** Date and time of an instant on the store's wall clock, e.g. 'Mar 5, 2025' and '7:30 PM' (in the language's locale: I18N4). */
export function storeDateTime(ms: number, timeZone: string): { date: string; time: string } {
  const opts = { timeZone } as const;
  return {
    date: new Intl.DateTimeFormat(currentLocale(), { ...opts, dateStyle: 'medium' }).format(ms),
    time: new Intl.DateTimeFormat(currentLocale(), { ...opts, timeStyle: 'short' }).format(ms),
  };
}

/** 'YYYY-MM-DDTHH:mm' of an instant on the store's wall clock (a datetime-local input's value). */
export function wallInput(ms: number, timeZone: string): string {
  const w = wallClockOf(ms, timeZone);
  const hh = String(Math.floor(w.minutes / 60)).padStart(2, '0');
  const mm = String(w.minutes % 60).padStart(2, '0');
  return `${w.date}T${hh}:${mm}`;
}

export function DateFilterDialog({
  value,
  clock,
  onApply,
  onClose,
}: {
  value: DateFilter;
  clock: StoreClock;
  onApply: (filter: DateFilter) => void;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const [preset, setPreset] = useState<DatePreset>(value.preset);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const range = presetRange(preset, Date.now(), clock, { from: from || null, to: to || null });
    if (!range.ok) {
      setError(range.message);
      return;
    }
    onApply({ preset, from, to });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('reservations.filter.title')}
      size="small"
      testId="date-filter-dialog"
    >
      <form onSubmit={submit} noValidate aria-label={t('reservations.filter.title')}>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-preset`}>{t('reservations.filter.title')}</label>
          <select
            id={`${id}-preset`}
            name="preset"
            value={preset}
            onChange={(e) => isDatePreset(e.target.value) && setPreset(e.target.value)}
          >
            {DATE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {datePresetLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('reservations.filter.from')}</label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            defaultValue={value.from}
            disabled={preset !== 'custom'}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('reservations.filter.to')}</label>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            defaultValue={value.to}
            disabled={preset !== 'custom'}
          />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('reservations.filter.close')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('reservations.filter.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A screen's date filter (Today to start with): the filter, `open` for its Filter button, and its dialog. */
export function useDateFilter(clock: StoreClock) {
  const [filter, setFilter] = useState<DateFilter>(TODAY_FILTER);
  const [filtering, setFiltering] = useState(false);
  const dialog = filtering && (
    <DateFilterDialog
      value={filter}
      clock={clock}
      onClose={() => setFiltering(false)}
      onApply={(f) => {
        setFilter(f);
        setFiltering(false);
      }}
    />
  );
  return { filter, open: () => setFiltering(true), dialog };
}
