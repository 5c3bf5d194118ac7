/**
 * Store Tables: cards with title, floor and seats; each table's QR code as a PNG,
 * edit, delete; New and Download All QR Codes (tables_qr_codes.zip).
 */
import { deleteStoreTable, FALLBACK, SETTINGS_SAVED, type StoreTableRow, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
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
  const remove = () => {
    if (confirmAction(TEXTS.confirmIrreversible))
      void save(deleteStoreTable, { id: table.id }, SETTINGS_SAVED.tableDeleted);
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
        <dt>Floor</dt>
        <dd>{table.floor}</dd>
        <dt>Seating Capacity</dt>
        <dd>{table.seatingCapacity}</dd>
      </dl>
      <div className="card-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!linkOf}
          aria-label={`Download QR code of ${table.tableTitle}`}
          onClick={() => void qr()}
        >
          QR Code
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-danger btn-small" onClick={remove}>
          Delete
        </button>
      </div>
    </li>
  );
}

export function StoreTablesScreen() {
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
      title="Store Tables"
      testId="store-tables"
      actions={
        <>
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ table: null })}>
            New
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!linkOf || !tables?.length || zipping}
            aria-busy={zipping}
            onClick={() => void downloadAll()}
          >
            Download All QR Codes
          </button>
        </>
      }
    >
      {tables === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {tables?.length === 0 && <EmptyLine>No tables yet. Add one with New.</EmptyLine>}
      {tables && tables.length > 0 && (
        <ul className="card-grid settings-cards">
          {tables.map((t) => (
            <TableCard key={t.id} table={t} linkOf={linkOf} onEdit={() => setEditing({ table: t })} />
          ))}
        </ul>
      )}
      {editing && <TableDialog table={editing.table} onClose={() => setEditing(null)} />}
    </SettingsPage>
  );
}
