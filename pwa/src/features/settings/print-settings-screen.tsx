/** Print Settings (SET5): what receipts and tokens print, the paper width, header and footer. */
import { type PrintSettingsRow, printSettingsArgs, TEXTS, updatePrintSettings } from '@tavola/shared';
import { useCallback, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { FormError, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { save, useSingleton } from './settings-data.ts';
import { SaveRow, SelectField, Switch, TextAreaField } from './settings-fields.tsx';
import { SettingsPage } from './settings-page.tsx';

type Flag = 'isEnablePrint' | 'showStoreDetails' | 'showCustomerDetails' | 'showNotes' | 'printToken';

type Translate = ReturnType<typeof useT>;

// labels are read at render time, in the current language
const FLAGS: readonly { key: Flag; label: (t: Translate) => string }[] = [
  { key: 'isEnablePrint', label: (t) => t('settings.print.enable') },
  { key: 'showStoreDetails', label: (t) => t('settings.print.showStoreDetails') },
  { key: 'showCustomerDetails', label: (t) => t('settings.print.showCustomerDetails') },
  { key: 'showNotes', label: (t) => t('settings.print.showNotes') },
  { key: 'printToken', label: (t) => t('settings.print.printToken') },
];

/** The column defaults of a tenant that never saved its print settings. */
const DEFAULTS: Record<Flag, boolean> = {
  isEnablePrint: false,
  showStoreDetails: true,
  showCustomerDetails: true,
  showNotes: true,
  printToken: true,
};

function PrintForm({ print }: { print: PrintSettingsRow | null }) {
  const t = useT();
  const [flags, setFlags] = useState<Record<Flag, boolean>>(() =>
    print
      ? (Object.fromEntries(FLAGS.map(({ key }) => [key, print[key]])) as Record<Flag, boolean>)
      : DEFAULTS,
  );
  const extra = useCallback(() => flags, [flags]);
  const form = useSchemaForm(
    printSettingsArgs,
    async (args) => {
      await save(updatePrintSettings, args, savedText('printSettings'));
    },
    extra,
  );
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('settings.nav.printSettings')}
      className="settings-form"
    >
      <FormError form={form} />
      <fieldset className="settings-switches">
        <legend className="visually-hidden">{t('settings.print.options')}</legend>
        {FLAGS.map(({ key, label }) => (
          <Switch
            key={key}
            label={label(t)}
            checked={flags[key]}
            onChange={(on) => setFlags((f) => ({ ...f, [key]: on }))}
          />
        ))}
      </fieldset>
      <p className="field-hint settings-help">{t('settings.print.tokenReset')}</p>
      <SelectField
        form={form}
        name="pageFormat"
        label={t('settings.print.format')}
        defaultValue={print?.pageFormat ?? '80'}
      >
        <option value="80">80mm</option>
        <option value="57">57mm</option>
      </SelectField>
      <TextAreaField
        form={form}
        name="header"
        label={t('settings.print.header')}
        defaultValue={print?.header ?? ''}
      />
      <TextAreaField
        form={form}
        name="footer"
        label={t('settings.print.footer')}
        defaultValue={print?.footer ?? ''}
      />
      <SaveRow pending={form.pending} />
    </form>
  );
}

export function PrintSettingsScreen() {
  const t = useT();
  const print = useSingleton('printSettings');
  return (
    <SettingsPage title={t('settings.nav.printSettings')} testId="print-settings">
      {print === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <PrintForm key={print?.id ?? 'new'} print={print} />
      )}
    </SettingsPage>
  );
}
