/**
 * SHIFT3, SHIFT4, SHIFT6: close the open shift by counting the drawer, by denomination (₹2000 … ₹1 for INR) or
 * as one total; the till shows expected (computed as the server will, shared shiftCash) against counted and the
 * difference. Ticking "Close the business day" makes it the day's Z report.
 */
import {
  addCalendarDays,
  closeShift,
  countedTotal,
  daysBetween,
  denominationsOf,
  formatMinor,
  money,
  type ReportRows,
  type ShiftRow,
  shiftCash,
} from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { useT } from '../../i18n/i18n.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { SHIFT_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { formatMoney } from '../../lib/format.ts';
import { notify } from '../../lib/toast.tsx';
import { mutate } from '../../sync/mutate.ts';
import { amountOf, MoneyInput } from './money-input.tsx';

/**
 * SHIFT3: the business days to read the shift's invoices by: from its opening day to today, and one more, in case
 * this till's idea of the store's day (before its settings synced) lags the mutator's.
 */
const shiftDays = (opened: string, today: string): string[] =>
  daysBetween(opened, addCalendarDays(today > opened ? today : opened, 1));

export function CloseShiftDialog({
  shift,
  rows,
  currency,
  onClosed,
  onClose,
}: {
  shift: ShiftRow;
  rows: ReportRows;
  currency: string;
  onClosed: (closesDay: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [byPiece, setByPiece] = useState(false);
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [total, setTotal] = useState('');
  const [closeDay, setCloseDay] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();
  const expected = shiftCash(
    shift,
    rows.invoices,
    rows.paymentTypes,
    rows.movements,
    now,
    rows.refunds,
    rows.orders,
  ).expected;
  const count: Record<string, number> = {};
  for (const [value, text] of Object.entries(pieces)) {
    const n = Number.parseInt(text, 10);
    if (Number.isSafeInteger(n) && n > 0) count[value] = n;
  }
  const counted = byPiece ? money(countedTotal(count)) : amountOf(total);
  const shown = (n: number) => formatMoney(n, currency);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (counted === null) return setError(t('shifts.close.noCount'));
    const result = await mutate(closeShift, ({ ctx }) => ({
      shiftId: shift.id,
      deviceId: shift.deviceId,
      countedCash: counted,
      denominations: byPiece ? count : null,
      closedAt: ctx.now,
      businessDays: shiftDays(shift.businessDay, ctx.businessDay),
      closeDay,
    }));
    if (!result.ok) return setError(serverMessage(result, t));
    notify.success(SHIFT_SAVED_TEXTS.closed(t));
    onClosed(closeDay);
  }

  return (
    <Dialog open onClose={onClose} title={t('shifts.closeShift')} testId="close-shift-dialog">
      <form onSubmit={submit} className="stack">
        <label className="check">
          <input
            type="checkbox"
            checked={byPiece}
            onChange={(e) => setByPiece(e.target.checked)}
            data-testid="count-by-piece"
          />
          {t('shifts.close.byPiece')}
        </label>
        {byPiece ? (
          <div className="denominations">
            {denominationsOf(currency).map((value) => (
              <label key={value} className="field">
                <span>{formatMinor(value)}</span>
                <input
                  inputMode="numeric"
                  value={pieces[value] ?? ''}
                  onChange={(e) => setPieces({ ...pieces, [value]: e.target.value.replace(/\D/g, '') })}
                  data-testid={`pieces-${value}`}
                />
              </label>
            ))}
          </div>
        ) : (
          <MoneyInput
            label={t('shifts.close.cashCounted')}
            value={total}
            onChange={setTotal}
            testId="counted-cash"
          />
        )}
        <dl className="facts shift-balance">
          <dt>{t('shifts.close.expected')}</dt>
          <dd data-testid="close-expected">{shown(expected)}</dd>
          <dt>{t('shifts.counted')}</dt>
          <dd data-testid="close-counted">{counted === null ? '-' : shown(counted)}</dd>
          <dt>{t('shifts.difference')}</dt>
          <dd
            data-testid="close-difference"
            className={counted !== null && counted !== expected ? 'off' : ''}
          >
            {counted === null ? '-' : shown(counted - expected)}
          </dd>
        </dl>
        <label className="check">
          <input
            type="checkbox"
            checked={closeDay}
            onChange={(e) => setCloseDay(e.target.checked)}
            data-testid="close-day"
          />
          {t('shifts.close.closeDay')}
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('shifts.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="close-shift-save">
            {t('shifts.closeShift')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
