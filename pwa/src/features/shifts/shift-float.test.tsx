/** WALL3 (finding #12): an empty opening float opens the shift with 0; a wrong one is said right under its field. */
import type { ShiftRow } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TavolaDb } from '../../db/database.ts';
import { aStaffUser } from '../../test/builders.ts';
import { openAs } from '../customers/customers-test-kit.ts';

const SLOW = { timeout: 5000 };

async function atTill() {
  const cash = aRow('paymentTypes', { id: 'cash', title: 'Cash' });
  const opened = await openAs('/dashboard/shifts', { paymentTypes: [cash] }, aStaffUser('POS'));
  await opened.db.meta.bulkPut([
    { key: 'deviceId', value: 'device-a' },
    { key: 'deviceCode', value: 'A' },
  ]);
  return opened;
}
const shifts = (db: TavolaDb) => db.table<ShiftRow, string>('shifts').toArray();

describe('the opening float (WALL3)', () => {
  it('[WALL3] an empty float opens the shift with 0', async () => {
    const { db } = await atTill();
    await screen.findByTestId('opening-float', {}, SLOW);
    fireEvent.click(screen.getByTestId('open-shift'));
    await waitFor(
      async () => expect(await shifts(db)).toEqual([expect.objectContaining({ openingFloat: 0 })]),
      SLOW,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[WALL3] a float that is not an amount is refused under its own field, and typing clears it', async () => {
    const { db } = await atTill();
    const input = await screen.findByTestId('opening-float', {}, SLOW);
    fireEvent.change(input, { target: { value: '12abc' } });
    fireEvent.click(screen.getByTestId('open-shift'));
    const error = await screen.findByTestId('opening-float-error', {}, SLOW);
    expect(error.textContent).toBe('Please provide a valid opening float!');
    expect(error.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    // by the field: in the field's own box, before the button
    expect(error.closest('.shift-float')).toBe(input.closest('.shift-float'));
    expect(await shifts(db)).toEqual([]);
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.queryByTestId('opening-float-error')).toBeNull();
  });
});
