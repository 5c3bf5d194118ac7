/**
 * /dashboard/reports/audit (AUD1-AUD4): who did what, on which device, when and why, filtered by period,
 * action, user and device, with a CSV export. Read-only: there is nothing to edit or delete here (AUD5).
 */
import { REPORT_PRESETS, type ReportPreset } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { currentLanguage, currentLocale, useT } from '../../i18n/i18n.ts';
import { useQuery } from '../../lib/query.ts';
import { auditActionLabel } from './audit-action-labels.ts';
import { type AuditFilter, auditApi, auditQueryString } from './audit-api.ts';
import { reportPresetLabel } from './preset-labels.ts';
import { ReportsTabs } from './reports-tabs.tsx';
import './figures.css';

// English keeps the browser's own format (as before I18N4); other languages their locale's
const when = (at: number) =>
  new Date(at).toLocaleString(currentLanguage() === 'en' ? undefined : currentLocale());

export function AuditLogScreen() {
  const t = useT();
  const [f, setF] = useState<AuditFilter>({
    type: 'today',
    from: null,
    to: null,
    action: '',
    user: '',
    device: '',
    page: 1,
  });
  const { data, error, fetching } = useQuery(`audit?${auditQueryString(f)}`, () => auditApi.get(f));
  const set = (patch: Partial<AuditFilter>) => setF({ ...f, page: 1, ...patch });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="panel" aria-labelledby="audit-title" data-testid="audit-log">
      <ReportsTabs current="Audit log" />
      <div className="figures-heading">
        <h1 id="audit-title">{t('reports.tab.audit')}</h1>
        <a className="btn btn-secondary" href={auditApi.csvUrl(f)} download data-testid="audit-export">
          {t('reports.audit.exportCsv')}
        </a>
      </div>
      <div className="audit-filters">
        <label className="field">
          <span>{t('reports.period')}</span>
          <select
            value={f.type}
            onChange={(e) => set({ type: e.target.value as ReportPreset })}
            data-testid="audit-period"
          >
            {REPORT_PRESETS.filter((p) => p !== 'custom').map((p) => (
              <option key={p} value={p}>
                {reportPresetLabel(p)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('reports.audit.action')}</span>
          <select
            value={f.action}
            onChange={(e) => set({ action: e.target.value })}
            data-testid="audit-action"
          >
            <option value="">{t('reports.audit.allActions')}</option>
            {data?.actions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabel(a, t)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('reports.audit.user')}</span>
          <select value={f.user} onChange={(e) => set({ user: e.target.value })} data-testid="audit-user">
            <option value="">{t('reports.audit.allUsers')}</option>
            {data?.users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('reports.audit.device')}</span>
          <select
            value={f.device}
            onChange={(e) => set({ device: e.target.value })}
            data-testid="audit-device"
          >
            <option value="">{t('reports.audit.allDevices')}</option>
            {data?.devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {fetching && data === undefined && <StatusLine kind="loading">{t('reports.pleaseWait')}</StatusLine>}
      {error && data === undefined && <StatusLine kind="error">{error}</StatusLine>}
      {data && data.entries.length === 0 && <p className="figures-muted">{t('reports.audit.empty')}</p>}
      {data && data.entries.length > 0 && (
        <div className="table-scroll">
          <table className="data-table audit-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.audit.when')}</th>
                <th scope="col">{t('reports.audit.action')}</th>
                <th scope="col">{t('reports.audit.who')}</th>
                <th scope="col">{t('reports.audit.device')}</th>
                <th scope="col">{t('reports.audit.why')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} data-testid="audit-entry">
                  <td>{when(e.at)}</td>
                  {/* WALL2: words, the raw code only where it has none */}
                  <td title={e.action}>{auditActionLabel(e.action, t)}</td>
                  <td>{e.userName ?? e.userId ?? t('reports.audit.system')}</td>
                  <td>{e.deviceName ?? e.deviceId ?? '-'}</td>
                  <td>{e.reason ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <div className="audit-pages">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={f.page <= 1}
            onClick={() => setF({ ...f, page: f.page - 1 })}
          >
            {t('reports.previous')}
          </button>
          <span>{t('reports.pageOf', { page: f.page, pages })}</span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={f.page >= pages}
            onClick={() => setF({ ...f, page: f.page + 1 })}
          >
            {t('reports.next')}
          </button>
        </div>
      )}
    </section>
  );
}
