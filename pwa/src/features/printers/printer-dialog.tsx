/** Add Printer and Update Printer (PRT8): how it is reached, its paper and language, what it prints. */
import {
  DEFAULT_PRINTER_PORT,
  PRINTER_CONNECTIONS,
  PRINTER_LANGUAGES,
  type PrinterArgs,
  type PrinterConfig,
  type PrinterConnection,
  printerArgs,
} from '@tavola/shared/printing/index';
import { useCallback, useState } from 'react';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { connectionLabel, printerLanguageLabel } from '../../i18n/shared-labels.ts';
import { withToast } from '../../lib/toast.tsx';
import { useSorted } from '../settings/settings-data.ts';
import { FormDialog, SelectField, Switch } from '../settings/settings-fields.tsx';
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
  const t = useT();
  const stations = useSorted('stations');
  const [connection, setConnection] = useState<PrinterConnection>(printer?.connection ?? 'network');
  const [hasCashDrawer, setHasCashDrawer] = useState(printer?.hasCashDrawer ?? false);
  // PRT20: ask a network printer its paper and cover before each ticket; off for printers that misbehave
  const [statusQuery, setStatusQuery] = useState(printer?.statusQuery ?? true);
  const [stationIds, setStationIds] = useState<readonly string[]>(printer?.stationIds ?? []);
  const extra = useCallback(
    () => ({ hasCashDrawer, statusQuery, stationIds: [...stationIds] }),
    [hasCashDrawer, statusQuery, stationIds],
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
  const title = printer ? t('printers.update') : t('printers.add');
  const others = printers.filter((p) => p.id !== printer?.id);
  return (
    <FormDialog title={title} testId="printer-dialog" form={form} onClose={onClose}>
      <Field
        form={form}
        name="title"
        label={t('settings.title')}
        required
        defaultValue={printer?.title ?? ''}
      />
      <SelectField
        form={form}
        name="connection"
        label={t('printers.connection')}
        value={connection}
        onChange={(e) => setConnection(e.target.value as PrinterConnection)}
      >
        {PRINTER_CONNECTIONS.map((c) => (
          <option key={c} value={c}>
            {connectionLabel(c, t)}
          </option>
        ))}
      </SelectField>
      {connection === 'network' && (
        <div className="printer-fields-row">
          <Field
            form={form}
            name="host"
            label={t('printers.host')}
            required
            placeholder="192.168.1.50"
            defaultValue={printer?.host ?? ''}
          />
          <Field
            form={form}
            name="port"
            label={t('printers.port')}
            inputMode="numeric"
            defaultValue={String(printer?.port ?? DEFAULT_PRINTER_PORT)}
          />
        </div>
      )}
      {(connection === 'usb' || connection === 'serial') && (
        <p className="field-hint">{t('printers.pairHint')}</p>
      )}
      <div className="printer-fields-row">
        <SelectField
          form={form}
          name="paperWidth"
          label={t('printers.paperWidth')}
          defaultValue={printer?.paperWidth ?? '80'}
        >
          <option value="80">{t('printers.paper80')}</option>
          <option value="57">{t('printers.paper57')}</option>
        </SelectField>
        <SelectField
          form={form}
          name="language"
          label={t('printers.language')}
          defaultValue={printer?.language ?? 'esc-pos'}
        >
          {PRINTER_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {printerLanguageLabel(l, t)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        form={form}
        name="role"
        label={t('printers.prints')}
        defaultValue={printer?.role ?? 'receipt'}
      >
        <option value="receipt">{t('printers.roleReceipt')}</option>
        <option value="kitchen">{t('printers.kitchenTickets')}</option>
      </SelectField>
      {stations && stations.length > 0 && (
        <fieldset className="printer-stations">
          <legend>{t('printers.stations')}</legend>
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
        label={t('printers.backup')}
        defaultValue={printer?.backupPrinterId ?? ''}
      >
        <option value="">{t('settings.none')}</option>
        {others.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </SelectField>
      <Switch label={t('printers.hasDrawer')} checked={hasCashDrawer} onChange={setHasCashDrawer} />
      {connection === 'network' && (
        <Switch label={t('printers.statusQuery')} checked={statusQuery} onChange={setStatusQuery} />
      )}
    </FormDialog>
  );
}
