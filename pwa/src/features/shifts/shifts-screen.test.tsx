import { derivePinKey, pinVerifier, type ShiftRow, toHex } from '@tavola/shared';
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TavolaDb } from '../../db/database.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openAs } from '../customers/customers-test-kit.ts';

const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
/** The machine running the tests is shared: give the screen's live queries time. */
const SLOW = { timeout: 5000 };
const SALT = toHex(new Uint8Array(16).fill(7));

async function atTill(user = aStaffUser('POS')) {
  const opened = await openAs('/dashboard/shifts', { paymentTypes: [cash] }, user);
  await opened.db.meta.bulkPut([
    { key: 'deviceId', value: 'device-a' },
    { key: 'deviceCode', value: 'A' },
  ]);
  return opened;
}

const openShiftOf = async (db: TavolaDb) =>
  (await db.table<ShiftRow, string>('shifts').toArray()).find((s) => s.status === 'open');

async function openWithFloat(db: TavolaDb, text: string) {
  fireEvent.change(await screen.findByTestId('opening-float', {}, SLOW), { target: { value: text } });
  fireEvent.click(screen.getByTestId('open-shift'));
  await waitFor(async () => expect(await openShiftOf(db)).toBeTruthy(), SLOW);
}

describe('the till’s shift (SHIFT1-SHIFT6)', () => {
  it('[SHIFT1] [SHIFT5] opens with a float and shows the X report with the expected cash', async () => {
    const { db } = await atTill();
    await openWithFloat(db, '1000');
    expect(await openShiftOf(db)).toMatchObject({
      openingFloat: 100000,
      deviceId: 'device-a',
      cashierId: 'u-2',
    });
    const x = await screen.findByTestId('x-report', {}, SLOW);
    expect(within(x).getByTestId('report-expected').textContent).toContain('1,000.00');
  });

  it('[APPR4] [APPR6] a cashier’s pay-out asks a manager’s PIN, checked offline; a wrong one is refused', async () => {
    const key = await derivePinKey('2468', SALT, 1000);
    const { db } = await atTill();
    await db.table('approvers').put(
      aRow('approvers', {
        id: 'mgr',
        name: 'Meera',
        salt: SALT,
        iterations: 1000,
        verifier: pinVerifier(key),
      }),
    );
    await openWithFloat(db, '500');
    fireEvent.click(await screen.findByTestId('pay-out', {}, SLOW));
    fireEvent.change(await screen.findByTestId('movement-amount', {}, SLOW), { target: { value: '40' } });
    fireEvent.change(screen.getByTestId('movement-reason'), { target: { value: 'Vegetables' } });
    fireEvent.click(screen.getByTestId('movement-save'));
    const approval = await screen.findByTestId('approval-dialog', {}, SLOW);
    // the managers come from the till's live query: Approve stays disabled until they are there
    await within(approval).findByRole('option', { name: 'Meera' }, SLOW);
    const approve = () => fireEvent.click(within(approval).getByRole('button', { name: 'Approve' }));
    fireEvent.change(within(approval).getByTestId('approval-pin'), { target: { value: '1111' } });
    approve();
    expect((await within(approval).findByTestId('approval-error', {}, SLOW)).textContent).toBe('Wrong PIN!');
    fireEvent.change(within(approval).getByTestId('approval-pin'), { target: { value: '2468' } });
    approve();
    await waitFor(
      async () =>
        expect(await db.table('cashMovements').toArray()).toEqual([
          expect.objectContaining({ kind: 'out', amount: 4000, reason: 'Vegetables', approvedBy: 'mgr' }),
        ]),
      SLOW,
    );
    const x = await screen.findByTestId('x-report', {}, SLOW);
    await waitFor(
      () => expect(within(x).getByTestId('report-expected').textContent).toContain('460.00'),
      SLOW,
    );
  });

  it('[SHIFT3] [SHIFT4] [SHIFT6] closes by denomination: expected, counted and the difference; then the Z report', async () => {
    const { db } = await atTill();
    await openWithFloat(db, '100');
    const shift = await openShiftOf(db);
    await db.table('invoices').put(
      aRow('invoices', {
        id: 'i1',
        deviceId: 'device-a',
        paymentTypeId: 'cash',
        total: 25000,
        createdAt: (shift?.openedAt ?? T0) + 1,
        businessDay: shift?.businessDay ?? '',
      }),
    );
    fireEvent.click(await screen.findByTestId('close-shift', {}, SLOW));
    const dialog = await screen.findByTestId('close-shift-dialog', {}, SLOW);
    await waitFor(
      () => expect(within(dialog).getByTestId('close-expected').textContent).toContain('350.00'),
      SLOW,
    );
    fireEvent.click(within(dialog).getByTestId('count-by-piece'));
    fireEvent.change(within(dialog).getByTestId('pieces-20000'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByTestId('pieces-10000'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByTestId('pieces-2000'), { target: { value: '2' } });
    expect(within(dialog).getByTestId('close-counted').textContent).toContain('340.00');
    expect(within(dialog).getByTestId('close-difference').textContent).toMatch(/^-\D*10\.00$/);
    fireEvent.click(within(dialog).getByTestId('close-day'));
    fireEvent.click(within(dialog).getByTestId('close-shift-save'));
    await waitFor(
      async () =>
        expect(await db.table('shifts').get(shift?.id ?? '')).toMatchObject({
          status: 'closed',
          countedCash: 34000,
          expectedCash: 35000,
          closesDay: true,
          denominations: { '20000': 1, '10000': 1, '2000': 2 },
        }),
      SLOW,
    );
    const z = await screen.findByTestId('z-report', {}, SLOW);
    // the report re-renders once the closed shift's live row (with the count) reaches it
    await waitFor(
      () => expect(within(z).getByTestId('report-difference').textContent).toMatch(/^-\D*10\.00$/),
      SLOW,
    );
    expect(within(z).getByTestId('report-revenue').textContent).toContain('250.00');
  });
});
