/**
 * I18N7: screens that show shared's labels and the server's messages, in Hindi: the POS dining option select, the
 * kitchen's held course, the menu card's diet and allergen marks, the sync rejections on the till.
 */
import { BILL_REJECTIONS, ERROR_CODES, soldOutMessage } from '@tavola/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllergenMarks, DietMark } from '../components/menu-marks.tsx';
import { HeldBadge } from '../features/kitchen/held-badge.tsx';
import { SaleOptions } from '../features/pos/sale-options.tsx';
import { RejectedChangesDialog } from '../features/shell/rejected-changes-dialog.tsx';
import type { RejectedMutation } from '../sync/sync-store.ts';
import { applyLanguage } from './i18n.ts';

afterEach(() => applyLanguage('en'));

const rejection = (id: number, code: string, message: string): RejectedMutation => ({
  id,
  name: 'order.split.v1',
  args: { tokenNo: 'A7' },
  code,
  message,
  clientTime: Date.UTC(2026, 2, 5, 8, 37),
});

describe('shared labels and server messages on screen, in Hindi', () => {
  it('[I18N7] the POS dining option select offers Hindi names; English stays the specification text', () => {
    const { unmount } = render(<SaleOptions />);
    const options = () =>
      within(screen.getByRole('combobox', { name: /Dining Option|डाइनिंग विकल्प/ })).getAllByRole('option');
    expect(options().map((o) => o.textContent)).toEqual(['Dine-In', 'Delivery', 'Take Away']);
    unmount();
    applyLanguage('hi');
    render(<SaleOptions />);
    expect(options().map((o) => o.textContent)).toEqual(['डाइन-इन', 'डिलीवरी', 'टेक अवे']);
  });

  it("[I18N7] the kitchen's held course and the menu card's marks speak Hindi", () => {
    applyLanguage('hi');
    render(
      <>
        <HeldBadge course="main" />
        <DietMark diet="veg" />
        <AllergenMarks allergens={['milk', 'mustard']} />
      </>,
    );
    expect(screen.getByTestId('kitchen-held').textContent).toBe('रुका हुआ · मेन कोर्स');
    expect(screen.getByRole('img', { name: 'शाकाहारी' })).toBeTruthy();
    expect(screen.getByTestId('allergens').textContent).toBe('इसमें है: दूध, सरसों');
  });

  it("[I18N7] a sync rejection shows in Hindi by its code; a message the catalog does not know stays the server's", () => {
    applyLanguage('hi');
    const rejected = [
      rejection(1, 'BILL_CHANGED', BILL_REJECTIONS.BILL_CHANGED),
      rejection(2, ERROR_CODES.soldOut, soldOutMessage('Masala Dosa')),
      rejection(3, 'SOMETHING_NEW', 'A message from a newer server!'),
    ];
    render(<RejectedChangesDialog open onClose={() => undefined} rejected={rejected} />);
    const dialog = screen.getByTestId('rejected-changes');
    expect(within(dialog).getByText('बदलाव स्वीकार नहीं हुए')).toBeTruthy();
    expect(within(dialog).getAllByText('बिल बाँटा गया (टोकन A7)')).toHaveLength(3);
    expect(
      within(dialog).getByText('यह बिल किसी दूसरे टिल पर बदला गया है। कृपया इसे देखकर फिर से कोशिश करें!'),
    ).toBeTruthy();
    expect(within(dialog).getByText('माफ़ करें, Masala Dosa ख़त्म हो गया है। कृपया इसे कार्ट से हटाएँ।')).toBeTruthy();
    expect(within(dialog).getByText('A message from a newer server!')).toBeTruthy();
  });
});
