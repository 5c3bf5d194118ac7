/**
 * FRI6: "Print X report" on the till opens /print-shift-report in a window of its own, with no dashboard and so no
 * device database of its own: the page opens the signed-in user's database by name (as the receipt's does) and
 * prints the report, instead of waiting forever on 'Please wait...'.
 */
import { aRow } from '@tavola/shared/test-support/index';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('the printed shift report (FRI6)', () => {
  it('[FRI6][SHIFT5] /print-shift-report?kind=X in a window without the dashboard prints the X report', async () => {
    const user = aUser();
    setSessionUser(user);
    const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
    await db.storeSettings.put(aRow('storeSettings', { currency: 'INR' }));
    await db.printSettings.put(aRow('printSettings', { pageFormat: '57' }));
    await db.table('shifts').put(aRow('shifts', { id: 's1', deviceId: 'd1', openingFloat: 150_000 }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-shift-report?kind=X&shiftId=s1');
    const report = await screen.findByTestId('x-report', {}, { timeout: 5000 });
    expect(report.textContent).toContain('₹1,500.00'); // the opening float, expected in the drawer
    expect(screen.queryByText('Please wait...')).toBeNull();
    expect(document.querySelector('main.paper style')?.textContent).toContain('@page { size: 57mm ');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('[FRI6] an unknown shift says so', async () => {
    const user = aUser();
    setSessionUser(user);
    const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
    await db.storeSettings.put(aRow('storeSettings', { currency: 'INR' }));
    renderApp('/print-shift-report?kind=X&shiftId=nope');
    expect(await screen.findByText('Shift not found!')).toBeTruthy();
  });
});
