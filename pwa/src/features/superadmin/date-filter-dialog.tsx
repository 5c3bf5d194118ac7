/**
 * The filter dialog of the tenants and reports screens (VAL14): a preset select, From and
 * To dates, Close and Apply. Apply hands back the filter and both dates, each null when left empty.
 */
import { reportsFilterDefaults, type StoreClock } from '@tavola/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';

export type DateFilter = { filter: string | null; from: string | null; to: string | null };

export type PresetOption = { value: string; label: string };

/** The platform operator's calendar: the browser's zone, days from midnight. */
const browserCalendar = (): StoreClock => ({
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  dayStart: '00:00',
});

/** TIME6: From today, To the same day next month, on `clock`'s calendar (a store's, or the operator's). */
export function defaultDates(
  now: number = Date.now(),
  clock: StoreClock = browserCalendar(),
): { from: string; to: string } {
  const d = reportsFilterDefaults(now, clock);
  return { from: d.from, to: d.to };
}

type Props = {
  open: boolean;
  onClose: () => void;
  options: readonly PresetOption[];
  value: DateFilter;
  onApply: (value: DateFilter) => void;
  /** Whose calendar gives the default From/To (ADR 0010): the store's on tenant reports. */
  clock?: StoreClock;
};

export function DateFilterDialog({ open, onClose, options, value, onApply, clock }: Props) {
  // the tenant's reports speak the staff's language (I18N1); the operator's console stays English
  const t = useT();
  const id = useId();
  const defaults = defaultDates(Date.now(), clock);
  const [filter, setFilter] = useState(value.filter ?? options[0]?.value ?? '');
  // Until the user types, empty dates show the defaults of the current calendar (the store's may load late).
  const [fromInput, setFrom] = useState(value.from);
  const [toInput, setTo] = useState(value.to);
  const from = fromInput ?? defaults.from;
  const to = toInput ?? defaults.to;
  const empty = (s: string) => (s.trim() === '' ? null : s);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('reports.dateFilter.title')}
      size="small"
      testId="filter-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply({ filter: empty(filter), from: empty(from), to: empty(to) });
          onClose();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-filter`}>{t('reports.dateFilter.filter')}</label>
          <select id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('reports.dateFilter.from')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('reports.dateFilter.to')}</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('reports.dateFilter.close')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('reports.dateFilter.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
