/** Settings → Printers (PRT8, scope SETTINGS): the store's printers, with add, edit, test print and remove. */
import { TEXTS } from '@tavola/shared';
import { CONNECTION_LABELS, type PrinterConfig } from '@tavola/shared/printing/printer-config';
import { useEffect, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { EmptyLine, SettingsPage } from '../settings/settings-page.tsx';
import { RowActions } from '../settings/settings-table.tsx';
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
      : CONNECTION_LABELS[p.connection];

export function PrintersScreen() {
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
  const test = (p: PrinterConfig) => void withToast(() => printersApi.test(p.id), 'Test page sent.');

  return (
    <SettingsPage
      title="Printers"
      testId="printers"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ printer: null })}>
          Add
        </button>
      }
    >
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{error}</StatusLine>}
      {data && printers.length === 0 && (
        <EmptyLine>No printers yet: receipts print through the browser's print dialog.</EmptyLine>
      )}
      {printers.length > 0 && (
        <div className="table-scroll">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">Connection</th>
                <th scope="col">Prints</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {printers.map((p, i) => (
                <tr key={p.id} data-testid="printer-row">
                  <td>{i + 1}</td>
                  <td>
                    {p.title}
                    <div className="muted printer-facts">
                      {p.paperWidth} mm{p.hasCashDrawer ? ' · drawer' : ''}
                    </div>
                  </td>
                  <td className="printer-where">{where(p)}</td>
                  <td>{p.role === 'kitchen' ? 'Kitchen tickets' : 'Receipts'}</td>
                  <td>
                    <div className="row-actions">
                      {(p.connection === 'network' || p.connection === 'cloudprnt') && (
                        <button
                          type="button"
                          className="btn btn-secondary btn-small"
                          aria-label={`Test ${p.title}`}
                          onClick={() => test(p)}
                        >
                          Test
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
