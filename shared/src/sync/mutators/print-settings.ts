/** print-settings.update.v1 (SET5, VAL7): the tenant's one print settings row, created on its first save. */
import { printSettingsArgs } from '../../validation/settings.ts';
import { defineMutator } from '../mutator.ts';
import type { PrintSettingsRow } from '../rows.ts';
import { settingsDenied, unchanged } from './settings-support.ts';
import { NOTHING, put, rowsOf } from './support.ts';

export const updatePrintSettings = defineMutator({
  name: 'print-settings.update.v1',
  args: printSettingsArgs,
  reads: () => [{ table: 'printSettings', singleton: true }],
  decide(loaded, a, ctx) {
    const denied = settingsDenied(ctx);
    if (denied) return denied;
    const [row] = rowsOf(loaded, 'printSettings');
    const fields = {
      pageFormat: a.pageFormat,
      header: a.header ?? '',
      footer: a.footer ?? '',
      showNotes: a.showNotes,
      isEnablePrint: a.isEnablePrint,
      showStoreDetails: a.showStoreDetails,
      showCustomerDetails: a.showCustomerDetails,
      printToken: a.printToken,
    };
    if (row && unchanged(row, fields)) return NOTHING;
    const next: PrintSettingsRow = row
      ? { ...row, ...fields, updatedAt: ctx.now }
      : { id: ctx.tenantId, createdAt: ctx.now, updatedAt: ctx.now, ...fields };
    return { ok: true, writes: [put('printSettings', next)] };
  },
});
