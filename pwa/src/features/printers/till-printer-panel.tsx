/**
 * PRT16: Settings → Printers → This till: pair a USB or serial printer of the list with this device through the
 * browser's chooser, test it, or forget it. The pairing stays on this device (localStorage).
 */
import { columnsForPaper, testPageDocument } from '@tavola/shared/printing/document';
import { printTime } from '@tavola/shared/printing/print-time';
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { printOnTill } from './till-print.ts';
import { readTillPrinter, type TillPrinter, writeTillPrinter } from './till-printer-store.ts';
import { isSupported, tillTransport } from './till-transport.ts';

export function TillPrinterPanel({ printers }: { printers: readonly PrinterConfig[] }) {
  const t = useT();
  const cabled = printers.filter((p) => p.connection === 'usb' || p.connection === 'serial');
  const [till, setTill] = useState<TillPrinter | null>(readTillPrinter);
  const [choice, setChoice] = useState<string>(till?.printer.id ?? cabled[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const chosen = cabled.find((p) => p.id === choice) ?? null;

  const pair = async () => {
    if (!chosen || (chosen.connection !== 'usb' && chosen.connection !== 'serial')) return;
    if (!isSupported(chosen.connection)) {
      notify.error(chosen.connection === 'usb' ? t('printers.till.noUsb') : t('printers.till.noSerial'));
      return;
    }
    setBusy(true);
    try {
      const device = await tillTransport(chosen.connection).pair();
      if (!device) {
        notify.error(t('printers.till.noneChosen'));
        return;
      }
      const next = { printer: chosen, device };
      writeTillPrinter(next);
      setTill(next);
      notify.success(t('printers.till.paired', { title: chosen.title }));
    } finally {
      setBusy(false);
    }
  };
  const test = async () => {
    if (!till) return;
    const page = testPageDocument(
      till.printer.title,
      columnsForPaper(till.printer.paperWidth),
      printTime(Date.now(), null),
    );
    if (await printOnTill([page], till)) notify.success(t('printers.testSent'));
  };
  const forget = () => {
    writeTillPrinter(null);
    setTill(null);
  };

  return (
    <section className="printers-till" aria-labelledby="printers-till-title" data-testid="till-printer">
      <h2 id="printers-till-title">{t('printers.till.title')}</h2>
      {till ? (
        <p>
          {t('printers.till.pairedLabel')} <strong>{till.printer.title}</strong>
          {till.device.name ? ` (${till.device.name})` : ''}. {t('printers.till.printsAtOnce')}
        </p>
      ) : (
        <p className="muted">{t('printers.till.noneCabled')}</p>
      )}
      {cabled.length === 0 ? (
        <p className="muted">{t('printers.till.addCabled')}</p>
      ) : (
        <div className="row-actions">
          <label className="visually-hidden" htmlFor="till-printer-choice">
            {t('printers.till.choice')}
          </label>
          <select id="till-printer-choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
            {cabled.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => void pair()}
            disabled={busy || !chosen}
          >
            {t('printers.till.pair')}
          </button>
          {till && (
            <>
              <button type="button" className="btn btn-secondary btn-small" onClick={() => void test()}>
                {t('printers.till.test')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" onClick={forget}>
                {t('printers.till.forget')}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
