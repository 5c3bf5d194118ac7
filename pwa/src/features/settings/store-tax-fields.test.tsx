/** GST1 on Store Details: the tax identity fields, their checks, and what a save stores on the device. */
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSettings } from './settings-test-kit.ts';

const store = aRow('storeSettings', {
  id: 's1',
  uniqueQrCode: 'dosa',
  currency: 'INR',
  storeName: 'Dosa Corner',
});
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Store Details: tax details (GST)', () => {
  it('[GST1] a wrong check character is refused on the form; a valid GSTIN, FSSAI and composition are saved', async () => {
    const { db } = await openSettings('/dashboard/settings', { storeSettings: [store] });
    await screen.findByLabelText('GSTIN');
    type('GSTIN', '29AAGCB7383J1Z5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GSTIN check character is wrong')).toBeTruthy();
    type('GSTIN', '29aagcb7383j1z4');
    type('FSSAI Licence No.', '1002004200718');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('FSSAI licence number must be 14 digits')).toBeTruthy();
    type('FSSAI Licence No.', '10020042007183');
    type('Legal Name', 'Dosa Corner Foods LLP');
    fireEvent.click(screen.getByRole('switch', { name: 'Registered under composition scheme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(async () => db.storeSettings.get('s1'))
      .toMatchObject({
        gstin: '29AAGCB7383J1Z4',
        fssai: '10020042007183',
        legalName: 'Dosa Corner Foods LLP',
        composition: true,
      });
  });

  it('[GST1] shows the state the saved GSTIN belongs to', async () => {
    await openSettings('/dashboard/settings', { storeSettings: [{ ...store, gstin: '27AAPFU0939F1ZV' }] });
    expect(await screen.findByText('State: Maharashtra (27)')).toBeTruthy();
  });
});
