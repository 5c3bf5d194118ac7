/** An order line's status as an icon with its name for assistive technology (and as a tooltip). */
import { ITEM_STATUS_LABELS } from './orders-texts.ts';

const PATHS: Readonly<Record<string, string>> = {
  // clock: waiting
  created: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  // flame: on the stove
  preparing: 'M12 3c1 3 4 5 4 9a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-8z',
  // check: ready
  completed: 'M5 12.5l4.5 4.5L19 7.5',
  // double check: served
  delivered: 'M2.5 12.5L7 17l9.5-9.5M11 16l1 1 9.5-9.5',
  // cross
  cancelled: 'M6 6l12 12M18 6L6 18',
};

export function ItemStatusIcon({ status }: { status: string }) {
  const label = ITEM_STATUS_LABELS[status] ?? status;
  return (
    <span className="item-status-icon" data-status={status} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={PATHS[status] ?? PATHS.created}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
