/** Settings → Printers (PRT8, scope SETTINGS): the store's printers, with add, edit, test print and remove. */
import { TEXTS } from '@tavola/shared';
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';
import { useEffect, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { connectionLabel } from '../../i18n/shared-labels.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { EmptyLine, SettingsPage } from '../settings/settings-page.tsx';
import { AddButton, RowActions } from '../settings/settings-table.tsx';
import './printers.css';
import { PrinterDialog } from './printer-dialog.tsx';
import { PRINTERS_QUERY_KEY, printersApi } from './printers-api.ts';
import { TillPrinterPanel } from './till-printer-panel.tsx';
import { refreshTillPrinter } from './till-printer-store.ts';

const where = (p: PrinterConfig): string =>
  p.connection === 'network'
    ? `${p.host ?? ''}:${p.port ?? ''}`
    : p.connection === 'cloudprnt' && p.cloudPrntUrl
      ? `CloudPRNT: ${p.cloudPrntUrl}`
      : p.connection === 'epson-sdp' && p.sdpUrl
        ? `Server Direct Print: ${p.sdpUrl}`
        : connectionLabel(p.connection);

export function PrintersScreen() {
  const t = useT();
  const { data, error, fetching, refetch } = useQuery(PRINTERS_QUERY_KEY, printersApi.list);
  const [editing, setEditing] = useState<{ printer: PrinterConfig | null } | null>(null);
  const printers = data?.printers ?? [];
  useEffect(() => {
    if (data) refreshTillPrinter(data.printers);
  }, [data]);
  const reload = () => void refetch();
  const remove = async (p: PrinterConfig) => {
    if (!confirmAction(TEXTS.confirmIrreversible)) return;
    if ((await withToast(() => printersApi.remove(p.id))).ok) reload();
  };
  const test = (p: PrinterConfig) => void withToast(() => printersApi.test(p.id), t('printers.testSent'));

  return (
    <SettingsPage
      title={t('settings.nav.printers')}
      testId="printers"
      actions={<AddButton onClick={() => setEditing({ printer: null })} />}
    >
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{error}</StatusLine>}
      {data && printers.length === 0 && <EmptyLine>{t('printers.empty')}</EmptyLine>}
      {printers.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.title')}</th>
                <th scope="col">{t('printers.connection')}</th>
                <th scope="col">{t('printers.prints')}</th>
                <th scope="col">{t('settings.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {printers.map((p, i) => (
                <tr key={p.id} data-testid="printer-row">
                  <td>{i + 1}</td>
                  <td>
                    {p.title}
                    <div className="muted printer-facts">
                      {p.hasCashDrawer
                        ? t('printers.paperDrawer', { width: p.paperWidth })
                        : t('printers.paper', { width: p.paperWidth })}
                    </div>
                  </td>
                  <td className="printer-where">{where(p)}</td>
                  <td>{p.role === 'kitchen' ? t('printers.kitchenTickets') : t('printers.receipts')}</td>
                  <td>
                    <div className="row-actions">
                      {(p.connection === 'network' ||
                        p.connection === 'cloudprnt' ||
                        p.connection === 'epson-sdp') && (
                        <button
                          type="button"
                          className="btn btn-secondary btn-small"
                          aria-label={t('printers.testName', { title: p.title })}
                          onClick={() => test(p)}
                        >
                          {t('printers.test')}
                        </button>
                      )}
                      <RowActions
                        name={p.title}
                        onEdit={() => setEditing({ printer: p })}
                        onDelete={() => void remove(p)}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <TillPrinterPanel printers={printers} />}
      {editing && (
        <PrinterDialog
          printer={editing.printer}
          printers={printers}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </SettingsPage>
  );
}
