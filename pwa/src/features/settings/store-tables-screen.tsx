/**
 * Store Tables: cards with title, floor and seats; each table's QR code as a PNG,
 * edit, delete; New and Download All QR Codes (tables_qr_codes.zip).
 */
import { deleteStoreTable, FALLBACK, type StoreTableRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { notify } from '../../lib/toast.tsx';
import { download, pngBlob, pngName, qrPng, TABLES_ZIP_FILE, tableMenuLink, tablesZip } from './qr-codes.ts';
import { save, useSingleton, useSorted } from './settings-data.ts';
import { EmptyLine, SettingsPage } from './settings-page.tsx';
import { TableDialog } from './table-dialog.tsx';

type Editing = { table: StoreTableRow | null } | null;

/** Runs a download, saying so when it fails. */
async function downloading(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch {
    notify.error(FALLBACK.generic);
  }
}

function TableCard({
  table,
  linkOf,
  onEdit,
}: {
  table: StoreTableRow;
  linkOf: ((id: string) => string) | null;
  onEdit: () => void;
}) {
  const t = useT();
  const remove = () => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteStoreTable, { id: table.id }, savedText('tableDeleted'));
  };
  const qr = () =>
    linkOf &&
    downloading(async () =>
      download(pngBlob(await qrPng(linkOf(table.id))), pngName(table.tableTitle, new Set())),
    );
  return (
    <li className="card settings-card" data-testid="table-card">
      <h2>{table.tableTitle}</h2>
      <dl className="facts">
        <dt>{t('settings.table.floor')}</dt>
        <dd>{table.floor}</dd>
        <dt>{t('settings.table.seats')}</dt>
        <dd>{table.seatingCapacity}</dd>
      </dl>
      <div className="card-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!linkOf}
          aria-label={t('settings.table.qrOf', { title: table.tableTitle })}
          onClick={() => void qr()}
        >
          {t('settings.table.qr')}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
          {t('settings.edit')}
        </button>
        <button type="button" className="btn btn-danger btn-small" onClick={remove}>
          {t('settings.delete')}
        </button>
      </div>
    </li>
  );
}

export function StoreTablesScreen() {
  const t = useT();
  const tables = useSorted('storeTables');
  const store = useSingleton('storeSettings');
  const [editing, setEditing] = useState<Editing>(null);
  const [zipping, setZipping] = useState(false);
  const code = store?.uniqueQrCode;
  const linkOf = code ? (id: string) => tableMenuLink(window.location.origin, code, id) : null;

  const downloadAll = async () => {
    if (!linkOf || !tables?.length) return;
    setZipping(true);
    await downloading(async () => download(await tablesZip(tables, linkOf), TABLES_ZIP_FILE));
    setZipping(false);
  };

  return (
    <SettingsPage
      title={t('settings.table.title')}
      testId="store-tables"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ table: null })}>
            {t('settings.new')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!linkOf || !tables?.length || zipping}
            aria-busy={zipping}
            onClick={() => void downloadAll()}
          >
            {t('settings.table.downloadAll')}
          </button>
        </>
      }
    >
      {tables === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {tables?.length === 0 && <EmptyLine>{t('settings.table.empty')}</EmptyLine>}
      {tables && tables.length > 0 && (
        <ul className="card-grid settings-cards">
          {tables.map((table) => (
            <TableCard key={table.id} table={table} linkOf={linkOf} onEdit={() => setEditing({ table })} />
          ))}
        </ul>
      )}
      {editing && <TableDialog table={editing.table} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
