import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openAs } from '../customers/customers-test-kit.ts';
import { type TenderDraft, TendersEditor, tenderState } from './tenders-editor.tsx';

const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
const card = aRow('paymentTypes', { id: 'card', title: 'Card' });
const SLOW = { timeout: 5000 };

function Harness({ total }: { total: number }) {
  const [drafts, setDrafts] = useState<TenderDraft[]>([{ paymentTypeId: 'card', amount: '300' }]);
  return (
    <TendersEditor total={total} types={[cash, card]} drafts={drafts} onChange={setDrafts} currency="INR" />
  );
}

describe('split payment on the till (TEND1-TEND2)', () => {
  it('[TEND2] shows what is due, then the change once cash covers the rest', () => {
    render(<Harness total={51700} />);
    expect(screen.getByTestId('tender-state').textContent).toContain('217.00');
    fireEvent.click(screen.getByTestId('tender-add'));
    const amounts = screen.getAllByTestId('tender-amount');
    // the new row is prefilled with what is still due
    expect((amounts[1] as HTMLInputElement).value).toBe('217.00');
    fireEvent.change(screen.getAllByTestId('tender-type')[1]!, { target: { value: 'cash' } });
    fireEvent.change(amounts[1]!, { target: { value: '250' } });
    expect(screen.getByTestId('tender-state').textContent).toContain('Change: ₹33.00');
  });

  it('[TEND2] a card above what is due is refused before it is sent', () => {
    expect(tenderState(10000, [{ paymentTypeId: 'card', amount: '101' }], [cash, card])).toMatchObject({
      ok: false,
      message: 'Only cash can be more than the amount due!',
    });
    expect(tenderState(10000, [{ paymentTypeId: 'cash', amount: '101' }], [cash, card])).toMatchObject({
      ok: true,
      change: 100,
    });
  });
});

describe('Settings → Discounts & refunds (DISC5, DISC2, VOID2)', () => {
  it('[DISC5] the owner saves the reasons, the cap and the approval limit on the device', async () => {
    const store = aRow('storeSettings', { id: 'store' });
    const { db } = await openAs('/dashboard/settings/discounts', { storeSettings: [store] });
    const reasons = await screen.findByTestId('discount-reasons', {}, SLOW);
    await waitFor(() => expect((reasons as HTMLTextAreaElement).value).toContain('Regular customer'), SLOW);
    fireEvent.change(reasons, { target: { value: 'Birthday\nLoyalty\nBirthday' } });
    fireEvent.change(screen.getByTestId('discount-cap'), { target: { value: '15' } });
    fireEvent.change(screen.getByTestId('approval-limit'), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('bill-settings-save'));
    await waitFor(
      async () =>
        expect(await db.storeSettings.get('store')).toMatchObject({
          discountReasons: ['Birthday', 'Loyalty'],
          discountCap: 150_000,
          approvalLimit: 25_000,
        }),
      SLOW,
    );
  });
});
