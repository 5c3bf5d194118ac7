/** I18N1: the till's shift in Hindi: opening, the X report on screen, pay-out and closing dialogs. */
import { derivePinKey, pinVerifier, toHex } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openAs } from '../customers/customers-test-kit.ts';

const SLOW = { timeout: 5000 };
afterEach(() => applyLanguage('en'));

describe('the shift in Hindi', () => {
  it('[I18N1] opens with a float, shows the X report and the dialogs in Hindi', async () => {
    const cashier = aStaffUser('POS', { language: 'hi' });
    const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
    const { db } = await openAs('/dashboard/shifts', { paymentTypes: [cash] }, cashier);
    await db.meta.bulkPut([
      { key: 'deviceId', value: 'device-a' },
      { key: 'deviceCode', value: 'A' },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'शिफ़्ट' }, SLOW)).toBeTruthy();
    // WALL3: an empty float is 0; a float that is not an amount is refused
    fireEvent.change(screen.getByLabelText('शुरुआती कैश (फ़्लोट)'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'शिफ़्ट शुरू करें' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('कृपया सही शुरुआती कैश डालें!');
    fireEvent.change(screen.getByLabelText('शुरुआती कैश (फ़्लोट)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'शिफ़्ट शुरू करें' }));
    const x = await screen.findByTestId('x-report', {}, SLOW);
    expect(within(x).getByRole('heading', { name: /^X रिपोर्ट/ })).toBeTruthy();
    expect(within(x).getByRole('rowheader', { name: 'ड्रॉअर में होना चाहिए' })).toBeTruthy();
    expect(screen.getByTestId('shift-open').textContent).toMatch(/से खुली · फ़्लोट .*500\.00/);

    fireEvent.click(screen.getByTestId('pay-out'));
    const payOut = await screen.findByRole('dialog', { name: 'पैसे निकालें (पे-आउट)' }, SLOW);
    fireEvent.click(within(payOut).getByRole('button', { name: 'सेव करें' }));
    expect(within(payOut).getByRole('alert').textContent).toBe('कृपया सही राशि डालें!');
    fireEvent.click(within(payOut).getByRole('button', { name: 'रद्द करें' }));

    fireEvent.click(screen.getByTestId('close-shift'));
    const closing = await screen.findByRole('dialog', { name: 'शिफ़्ट बंद करें' }, SLOW);
    expect(within(closing).getByLabelText('नोट और सिक्के गिनें')).toBeTruthy();
    expect(within(closing).getByLabelText('कारोबारी दिन बंद करें (Z रिपोर्ट)')).toBeTruthy();
    expect(within(closing).getByText('अंतर')).toBeTruthy();
  });

  it("[I18N1] the manager's approval dialog and its wrong-PIN message in Hindi", async () => {
    const salt = toHex(new Uint8Array(16).fill(7));
    const key = await derivePinKey('2468', salt, 1000);
    const cashier = aStaffUser('POS', { language: 'hi' });
    const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
    const meera = aRow('approvers', {
      id: 'mgr',
      name: 'Meera',
      salt,
      iterations: 1000,
      verifier: pinVerifier(key),
    });
    const { db } = await openAs('/dashboard/shifts', { paymentTypes: [cash], approvers: [meera] }, cashier);
    await db.meta.bulkPut([
      { key: 'deviceId', value: 'device-a' },
      { key: 'deviceCode', value: 'A' },
    ]);
    fireEvent.change(await screen.findByLabelText('शुरुआती कैश (फ़्लोट)', {}, SLOW), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'शिफ़्ट शुरू करें' }));
    fireEvent.click(await screen.findByTestId('pay-out', {}, SLOW));
    const payOut = await screen.findByRole('dialog', { name: 'पैसे निकालें (पे-आउट)' }, SLOW);
    expect(within(payOut).getByText('पे-आउट को मैनेजर अपने PIN से मंज़ूरी देता है।')).toBeTruthy();
    fireEvent.change(within(payOut).getByLabelText('राशि'), { target: { value: '40' } });
    fireEvent.change(within(payOut).getByLabelText('कारण'), { target: { value: 'Vegetables' } });
    fireEvent.click(within(payOut).getByRole('button', { name: 'सेव करें' }));
    const approval = await screen.findByRole('dialog', { name: 'मैनेजर की मंज़ूरी' }, SLOW);
    await within(approval).findByRole('option', { name: 'Meera' }, SLOW);
    fireEvent.change(within(approval).getByTestId('approval-pin'), { target: { value: '1111' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'मंज़ूर करें' }));
    expect((await within(approval).findByTestId('approval-error', {}, SLOW)).textContent).toBe('गलत PIN!');
  });
});
