/** 'Export Active Tenants' (Inactive, All): the tile's every tenant as '<Status> Tenants Data - <date>.csv'. */
import { FALLBACK } from '@tavola/shared';
import { useState } from 'react';
import { notify } from '../../lib/toast.tsx';
import { ConsoleIcon } from './console-icons.tsx';
import { csvFileName, downloadText, STATUS_LABEL, tenantsCsv } from './csv.ts';
import { superadminApi } from './superadmin-api.ts';
import type { Tile } from './tenants-tiles.tsx';

export function ExportButton({ status }: { status: Tile }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const id = notify.loading();
    const r = await superadminApi.tenantsData(status);
    setBusy(false);
    if (!r.ok) {
      notify.error(FALLBACK.csvExport, id);
      return;
    }
    try {
      downloadText(csvFileName(status), tenantsCsv(r.data.tenants));
      notify.success('Data exported successfully !', id);
    } catch {
      notify.error(FALLBACK.csvExport, id);
    }
  };
  return (
    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void run()}>
      <ConsoleIcon name="download" size={16} /> Export {STATUS_LABEL[status]} Tenants
    </button>
  );
}
