/** I18N1: the till's bill operations in Hindi: split payment tenders and the discount / void dialog. */
import { aRow } from '@tavola/shared/test-support/index';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { LineOpDialog } from './line-op-dialog.tsx';
import { TendersEditor } from './tenders-editor.tsx';

const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
const noop = () => undefined;

afterEach(() => applyLanguage('en'));

describe('bill operations in Hindi', () => {
  it('[I18N1] the tenders editor: legend, row labels and what is still due', () => {
    applyLanguage('hi');
    render(
      <TendersEditor
        total={51700}
        types={[cash]}
        drafts={[{ paymentTypeId: 'cash', amount: '200' }]}
        onChange={noop}
        currency="INR"
      />,
    );
    expect(screen.getByText('भुगतान')).toBeTruthy();
    expect(screen.getByLabelText('राशि 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'भुगतान 1 हटाएँ' })).toBeTruthy();
    expect(screen.getByTestId('tender-state').textContent).toBe('बाक़ी: ₹317.00');
  });

  it('[I18N1] the discount and void dialogs: title, kinds, reason, buttons', () => {
    applyLanguage('hi');
    const { unmount } = render(
      <LineOpDialog op="discount" orderId="o1" itemId="l1" title="Margherita" onClose={noop} />,
    );
    const discount = screen.getByTestId('line-op-dialog');
    expect(within(discount).getByText('डिस्काउंट: Margherita')).toBeTruthy();
    expect(within(discount).getByRole('option', { name: 'प्रतिशत' })).toBeTruthy();
    expect(within(discount).getByLabelText('कारण')).toBeTruthy();
    expect(within(discount).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    unmount();
    render(<LineOpDialog op="void" orderId="o1" itemId="l1" title="Cola" onClose={noop} />);
    expect(screen.getByTestId('op-save').textContent).toBe('वॉइड');
  });
});
