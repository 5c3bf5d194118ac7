/**
 * KDS17: Reports → Preparation times, under the sales figures and for the same filter: average and slowest time
 * from send (or a course's fire) to ready, per item and per station (GET /reports/preparation-times).
 */
import {
  FALLBACK,
  formatDuration,
  type PrepTimeRow,
  type PrepTimesReport,
  type ReportPreset,
} from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { t, useT } from '../../i18n/i18n.ts';
import { apiGet } from '../../lib/api.ts';
import { useQuery } from '../../lib/query.ts';
import { reportsQueryString } from './reports-api.ts';
import './prep-times.css';

// shared's PREP_TIME_TEXTS in the current language (literal keys, so extraction finds them)
const T = {
  get title() {
    return t('reports.prep.title');
  },
  get byItem() {
    return t('reports.prep.byItem');
  },
  get byStation() {
    return t('reports.prep.byStation');
  },
  get item() {
    return t('reports.prep.item');
  },
  get station() {
    return t('reports.prep.station');
  },
  get lines() {
    return t('reports.prep.lines');
  },
  get average() {
    return t('reports.prep.average');
  },
  get slowest() {
    return t('reports.prep.slowest');
  },
  get empty() {
    return t('reports.prep.empty');
  },
};

function PrepTable({ caption, head, rows }: { caption: string; head: string; rows: readonly PrepTimeRow[] }) {
  return (
    <table className="prep-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{T.lines}</th>
          <th scope="col">{T.average}</th>
          <th scope="col">{T.slowest}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.title}</th>
            <td>{r.lines}</td>
            <td>{formatDuration(r.averageSeconds)}</td>
            <td>{formatDuration(r.slowestSeconds)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PrepTimesCard({
  type,
  from,
  to,
}: {
  type: ReportPreset;
  from: string | null;
  to: string | null;
}) {
  useT(); // re-render when the language changes
  const query = reportsQueryString(type, from, to);
  const { data, error, fetching } = useQuery(`reports/preparation-times?${query}`, () =>
    apiGet<PrepTimesReport>(`/reports/preparation-times?${query}`, { fallback: FALLBACK.reportsLoad }),
  );
  return (
    <section className="card prep-times" aria-labelledby="prep-times-title" data-testid="report-prep-times">
      <h2 id="prep-times-title">{T.title}</h2>
      {fetching && data === undefined && <StatusLine kind="loading">{T.title}…</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{FALLBACK.reportsLoad}</StatusLine>}
      {data && data.items.length === 0 && <p className="figures-muted">{T.empty}</p>}
      {data && data.items.length > 0 && (
        <div className="prep-tables">
          <PrepTable caption={T.byItem} head={T.item} rows={data.items} />
          <PrepTable caption={T.byStation} head={T.station} rows={data.stations} />
        </div>
      )}
    </section>
  );
}
