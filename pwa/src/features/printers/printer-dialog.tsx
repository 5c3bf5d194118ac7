/** Add Printer and Update Printer (PRT8): how it is reached, its paper and language, what it prints. */
import {
  CONNECTION_LABELS,
  DEFAULT_PRINTER_PORT,
  LANGUAGE_LABELS,
  PRINTER_CONNECTIONS,
  PRINTER_LANGUAGES,
  type PrinterArgs,
  type PrinterConfig,
  type PrinterConnection,
  printerArgs,
} from '@tavola/shared/printing/index';
import { useCallback, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { withToast } from '../../lib/toast.tsx';
import { useSorted } from '../settings/settings-data.ts';
import { DialogActions, SelectField, Switch } from '../settings/settings-fields.tsx';
import { printersApi } from './printers-api.ts';

export function PrinterDialog({
  printer,
  printers,
  onClose,
  onSaved,
}: {
  printer: PrinterConfig | null;
  printers: readonly PrinterConfig[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const stations = useSorted('stations');
  const [connection, setConnection] = useState<PrinterConnection>(printer?.connection ?? 'network');
  const [hasCashDrawer, setHasCashDrawer] = useState(printer?.hasCashDrawer ?? false);
  const [stationIds, setStationIds] = useState<readonly string[]>(printer?.stationIds ?? []);
  const extra = useCallback(
    () => ({ hasCashDrawer, stationIds: [...stationIds] }),
    [hasCashDrawer, stationIds],
  );
  const form = useSchemaForm(
    printerArgs,
    async (args: PrinterArgs) => {
      const result = await withToast(() =>
        printer ? printersApi.update(printer.id, args) : printersApi.add(args),
      );
      if (result.ok) {
        onSaved();
        onClose();
      }
    },
    extra,
  );
  const toggleStation = (id: string, on: boolean) =>
    setStationIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  const title = printer ? 'Update Printer' : 'Add Printer';
  const others = printers.filter((p) => p.id !== printer?.id);
  return (
    <Dialog open onClose={onClose} title={title} testId="printer-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field form={form} name="title" label="Title" required defaultValue={printer?.title ?? ''} />
        <SelectField
          form={form}
          name="connection"
          label="Connection"
          value={connection}
          onChange={(e) => setConnection(e.target.value as PrinterConnection)}
        >
          {PRINTER_CONNECTIONS.map((c) => (
            <option key={c} value={c}>
              {CONNECTION_LABELS[c]}
            </option>
          ))}
        </SelectField>
        {connection === 'network' && (
          <div className="printer-fields-row">
            <Field
              form={form}
              name="host"
              label="IP address or host name"
              required
              placeholder="192.168.1.50"
              defaultValue={printer?.host ?? ''}
            />
            <Field
              form={form}
              name="port"
              label="Port"
              inputMode="numeric"
              defaultValue={String(printer?.port ?? DEFAULT_PRINTER_PORT)}
            />
          </div>
        )}
        {(connection === 'usb' || connection === 'serial') && (
          <p className="field-hint">Pair it on the till it is cabled to: Settings → Printers → This till.</p>
        )}
        <div className="printer-fields-row">
          <SelectField
            form={form}
            name="paperWidth"
            label="Paper width"
            defaultValue={printer?.paperWidth ?? '80'}
          >
            <option value="80">80 mm (48 characters)</option>
            <option value="57">57/58 mm (32 characters)</option>
          </SelectField>
          <SelectField
            form={form}
            name="language"
            label="Printer language"
            defaultValue={printer?.language ?? 'esc-pos'}
          >
            {PRINTER_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_LABELS[l]}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField form={form} name="role" label="Prints" defaultValue={printer?.role ?? 'receipt'}>
          <option value="receipt">Receipts, tokens and the cash drawer</option>
          <option value="kitchen">Kitchen tickets</option>
        </SelectField>
        {stations && stations.length > 0 && (
          <fieldset className="printer-stations">
            <legend>Stations (none ticked: all)</legend>
            {stations.map((s) => (
              <label key={s.id}>
                <input
                  type="checkbox"
                  checked={stationIds.includes(s.id)}
                  onChange={(e) => toggleStation(s.id, e.target.checked)}
                />
                {s.title}
              </label>
            ))}
          </fieldset>
        )}
        <SelectField
          form={form}
          name="backupPrinterId"
          label="Backup printer"
          defaultValue={printer?.backupPrinterId ?? ''}
        >
          <option value="">None</option>
          {others.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
        <Switch label="Has a cash drawer" checked={hasCashDrawer} onChange={setHasCashDrawer} />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
