/** WALL4 (finding #14): the printed shift report's own words in the staff's language. */
import { aRow } from '@tavola/shared/test-support/index';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor } from '../../db/database.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => applyLanguage('en'));

async function seed() {
  const user = aUser({ language: 'hi' });
  setSessionUser(user);
  applyLanguage('hi');
  const db = deviceDb(dbNameFor(user.tenant_id ?? '', user.id));
  await db.storeSettings.put(aRow('storeSettings', { currency: 'INR' }));
  await db.table('shifts').put(aRow('shifts', { id: 's1', deviceId: 'd1', openingFloat: 150_000 }));
}

describe('the printed shift report in Hindi (WALL4)', () => {
  it('[WALL4] an unknown shift says so in Hindi', async () => {
    await seed();
    renderApp('/print-shift-report?kind=X&shiftId=nope');
    expect(await screen.findByText('शिफ़्ट नहीं मिली!', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('[WALL4] the printed-at line reads in Hindi', async () => {
    await seed();
    vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/print-shift-report?kind=X&shiftId=s1');
    await screen.findByTestId('x-report', {}, { timeout: 5000 });
    expect(screen.getByText(/^प्रिंट हुआ: /)).toBeTruthy();
    expect(screen.queryByText(/^Printed /)).toBeNull();
  });
});
