/**
 * PRT5: "Kitchen printer not responding (3 waiting)" on the till and the kitchen screen while a printer does not
 * answer, so staff fix the paper or the cable before tickets are missed.
 */
import { printersDown } from '@tavola/shared/printing/printer-status';
import { useT } from '../../i18n/i18n.ts';
import { printerDownText } from '../../i18n/status-texts.ts';
import './printers.css';
import { usePrintStatus } from './use-print-status.ts';

export function PrinterDownBanner({ pollMs }: { pollMs?: number }) {
  const t = useT();
  const status = usePrintStatus(pollMs);
  const down = printersDown(status);
  if (down.length === 0) return null;
  return (
    <div className="printer-down-banner" role="alert" data-testid="printer-down-banner">
      <span aria-hidden="true" className="printer-down-icon">
        ⚠
      </span>
      <ul>
        {down.map((p) => (
          <li key={p.printerId}>
            {printerDownText(p, t)}
            {p.backupActive ? t('printerDown.onBackup') : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
