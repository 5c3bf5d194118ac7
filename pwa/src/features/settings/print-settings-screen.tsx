/** Print Settings (SET5): what receipts and tokens print, the paper width, header and footer. */
import {
  type PrintSettingsRow,
  printSettingsArgs,
  SETTINGS_SAVED,
  TEXTS,
  updatePrintSettings,
} from '@tavola/shared';
import { useCallback, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { FormError, useSchemaForm } from '../../components/form.tsx';
import { save, useSingleton } from './settings-data.ts';
import { SelectField, Switch, TextAreaField } from './settings-fields.tsx';
import { SettingsPage } from './settings-page.tsx';

type Flag = 'isEnablePrint' | 'showStoreDetails' | 'showCustomerDetails' | 'showNotes' | 'printToken';

const FLAGS: readonly { key: Flag; label: string }[] = [
  { key: 'isEnablePrint', label: 'Enable Print' },
  { key: 'showStoreDetails', label: 'Show Store Details' },
  { key: 'showCustomerDetails', label: 'Show Customer Details' },
  { key: 'showNotes', label: 'Show Notes' },
  { key: 'printToken', label: 'Print Token' },
];

/** The column defaults of a tenant that never saved its print settings. */
const DEFAULTS: Record<Flag, boolean> = {
  isEnablePrint: false,
  showStoreDetails: true,
  showCustomerDetails: true,
  showNotes: true,
  printToken: true,
};

export const TOKEN_RESET_HELP = 'The token number resets automatically every day.';

function PrintForm({ print }: { print: PrintSettingsRow | null }) {
  const [flags, setFlags] = useState<Record<Flag, boolean>>(() =>
    print
      ? (Object.fromEntries(FLAGS.map(({ key }) => [key, print[key]])) as Record<Flag, boolean>)
      : DEFAULTS,
  );
  const extra = useCallback(() => flags, [flags]);
  const form = useSchemaForm(
    printSettingsArgs,
    async (args) => {
      await save(updatePrintSettings, args, SETTINGS_SAVED.printSettings);
    },
    extra,
  );
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Print Settings" className="settings-form">
      <FormError form={form} />
      <fieldset className="settings-switches">
        <legend className="visually-hidden">Print options</legend>
        {FLAGS.map(({ key, label }) => (
          <Switch
            key={key}
            label={label}
            checked={flags[key]}
            onChange={(on) => setFlags((f) => ({ ...f, [key]: on }))}
          />
        ))}
      </fieldset>
      <p className="field-hint settings-help">{TOKEN_RESET_HELP}</p>
      <SelectField
        form={form}
        name="pageFormat"
        label="Format (Page Size)"
        defaultValue={print?.pageFormat ?? '80'}
      >
        <option value="80">80mm</option>
        <option value="57">57mm</option>
      </SelectField>
      <TextAreaField form={form} name="header" label="Header" defaultValue={print?.header ?? ''} />
      <TextAreaField form={form} name="footer" label="Footer" defaultValue={print?.footer ?? ''} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={form.pending} aria-busy={form.pending}>
          Save
        </button>
      </div>
    </form>
  );
}

export function PrintSettingsScreen() {
  const print = useSingleton('printSettings');
  return (
    <SettingsPage title="Print Settings" testId="print-settings">
      {print === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <PrintForm key={print?.id ?? 'new'} print={print} />
      )}
    </SettingsPage>
  );
}
