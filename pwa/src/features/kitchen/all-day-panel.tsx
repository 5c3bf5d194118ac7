/** KDS2: the all-day panel: open quantity per item across the board, one list per station. */
import { allDayByStation, isHeldLine, type StationRow } from '@tavola/shared';
import { useMemo } from 'react';
import type { KitchenOrder } from './kitchen-data.ts';
import { KITCHEN_WALL_TEXTS as T } from './kitchen-wall-texts.ts';

export function AllDayPanel({
  orders,
  stations: all = [],
}: {
  orders: readonly KitchenOrder[];
  /** STN7: the store's stations: one list each, of the lines this screen shows. */
  stations?: readonly StationRow[];
}) {
  const stations = useMemo(
    () =>
      allDayByStation(
        orders.flatMap((o) => o.items).filter((l) => !isHeldLine(l)) /* CRS3: not cooking yet */,
        all,
      ),
    [orders, all],
  );
  return (
    <aside className="kitchen-all-day" aria-labelledby="kitchen-all-day-title" data-testid="all-day">
      <h2 id="kitchen-all-day-title">{T.allDay}</h2>
      {stations.length === 0 && <p className="kitchen-all-day-empty">{T.allDayEmpty}</p>}
      {stations.map((s) => (
        <section key={s.station ?? ''} aria-label={s.station ?? T.allDay}>
          {s.station && <h3>{s.station}</h3>}
          <ul>
            {s.counts.map((c) => (
              <li key={c.key} aria-label={T.count(c.itemTitle, c.variantTitle, c.count)}>
                <span className="kitchen-all-day-item">
                  {c.itemTitle}
                  {c.variantTitle && <span className="kitchen-all-day-variant"> {c.variantTitle}</span>}
                </span>
                <span className="kitchen-all-day-count">× {c.count}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
