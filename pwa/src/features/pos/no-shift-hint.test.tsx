/**
 * TILLSHIFT1: the POS says when this till has used shifts and none is open (its sales would count in no drawer),
 * links to the shift screen, and says nothing on a till that never opened one or while one is open.
 */

import type { ShiftRow } from '@tavola/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TavolaDb } from '../../db/database.ts';
import { readMeta } from '../../db/meta.ts';
import { tillWithoutShift } from './no-shift-hint.tsx';
import { openPos } from './pos-test-kit.tsx';

const HINT = 'No shift is open on this till: its sales count in no drawer. Open shift';

function aShift(id: string, status: 'open' | 'closed', deviceId: string): ShiftRow {
  const at = Date.now();
  return {
    id,
    createdAt: at,
    updatedAt: at,
    deviceId,
    cashierId: 'u1',
    businessDay: '2026-11-28',
    status,
    openedAt: at,
    openingFloat: 0,
    closedAt: status === 'closed' ? at : null,
    closedBy: null,
    countedCash: null,
    denominations: null,
    expectedCash: null,
    closesDay: false,
  };
}

async function putShift(db: TavolaDb, id: string, status: 'open' | 'closed'): Promise<void> {
  const own = (await readMeta(db, ['deviceId'])).deviceId as string;
  await db.table('shifts').put(aShift(id, status, own));
}

describe('the POS says when no shift is open on a till that uses shifts (TILLSHIFT1)', () => {
  it('[TILLSHIFT1] only a till whose own shifts are all closed', () => {
    const other = aShift('s0', 'closed', 'till-b');
    const closed = aShift('s1', 'closed', 'till-a');
    expect(tillWithoutShift([], 'till-a')).toBe(false); // never used shifts here
    expect(tillWithoutShift([other], 'till-a')).toBe(false); // another till's shift
    expect(tillWithoutShift([other, closed], 'till-a')).toBe(true);
    expect(tillWithoutShift([closed, aShift('s2', 'open', 'till-a')], 'till-a')).toBe(false);
    expect(tillWithoutShift([closed], undefined)).toBe(false); // no device id yet
  });

  it('[TILLSHIFT1] its last shift closed: the hint with a link to open one; opening one takes it away', async () => {
    const { db } = await openPos({ offline: true });
    expect(screen.queryByTestId('no-shift-hint')).toBeNull();
    await putShift(db, 'mine-1', 'closed');
    const hint = await screen.findByTestId('no-shift-hint');
    expect(hint.textContent).toBe(HINT);
    expect(screen.getByRole('link', { name: 'Open shift' }).getAttribute('href')).toBe('/dashboard/shifts');
    await putShift(db, 'mine-2', 'open');
    await waitFor(() => expect(screen.queryByTestId('no-shift-hint')).toBeNull());
  });
});
