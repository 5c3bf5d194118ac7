/**
 * Settings → Discounts & refunds (DISC5, DISC2, VOID2): the reasons a discount or comp may give (one a line), the
 * largest discount staff give without a manager, and the value above which voids, comps and refunds need one.
 */
import {
  DEFAULT_DISCOUNT_CAP,
  discountReasons,
  formatPercent,
  money,
  parsePercent,
  rate,
  TEXTS,
  updateDiscountSettings,
} from '@tavola/shared';
import { useEffect, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { save, useSingleton } from '../settings/settings-data.ts';
import { SettingsPage } from '../settings/settings-page.tsx';
import { amountOf } from '../shifts/money-input.tsx';

export function BillSettingsScreen() {
  const t = useT();
  const store = useSingleton('storeSettings');
  const [reasons, setReasons] = useState('');
  const [cap, setCap] = useState('');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (store === undefined) return;
    setReasons(discountReasons(store ?? undefined).join('\n'));
    setCap(formatPercent(rate(store?.discountCap ?? DEFAULT_DISCOUNT_CAP)));
    setLimit(((store?.approvalLimit ?? 0) / 100).toFixed(2));
  }, [store]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const list = reasons
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean);
    const parsedCap = parsePercent(cap);
    const minor = amountOf(limit);
    if (!parsedCap.ok || parsedCap.value > 1_000_000) return setError(t('settings.bill.invalidPercent'));
    if (minor === null) return setError(t('settings.bill.invalidAmount'));
    await save(
      updateDiscountSettings,
      { discountReasons: list, discountCap: parsedCap.value, approvalLimit: money(minor) },
      t('settings.bill.saved'),
    );
  }

  return (
    <SettingsPage title={t('settings.nav.discounts')} testId="bill-settings">
      {store === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <form onSubmit={submit} className="stack settings-form">
          <div className="field">
            <label htmlFor="discount-reasons">{t('settings.bill.reasons')}</label>
            <textarea
              id="discount-reasons"
              rows={6}
              value={reasons}
              onChange={(e) => setReasons(e.target.value)}
              data-testid="discount-reasons"
            />
          </div>
          <div className="field">
            <label htmlFor="discount-cap">{t('settings.bill.cap')}</label>
            <input
              id="discount-cap"
              inputMode="decimal"
              value={cap}
              onChange={(e) => setCap(e.target.value)}
              data-testid="discount-cap"
            />
          </div>
          <div className="field">
            <label htmlFor="approval-limit">{t('settings.bill.limit')}</label>
            <input
              id="approval-limit"
              inputMode="decimal"
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              data-testid="approval-limit"
            />
            <p className="field-hint">{t('settings.bill.limitHint')}</p>
          </div>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="submit" className="btn btn-primary" data-testid="bill-settings-save">
              {t('settings.save')}
            </button>
          </div>
        </form>
      )}
    </SettingsPage>
  );
}
