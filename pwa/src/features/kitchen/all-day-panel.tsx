/** KDS2: the all-day panel: open quantity per item across the board, one list per station. */
import { allDayCounts } from '@tavola/shared';
import { useMemo } from 'react';
import type { KitchenOrder } from './kitchen-data.ts';
import { KITCHEN_WALL_TEXTS as T } from './kitchen-wall-texts.ts';

export function AllDayPanel({ orders }: { orders: readonly KitchenOrder[] }) {
  const stations = useMemo(() => allDayCounts(orders.flatMap((o) => o.items)), [orders]);
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
