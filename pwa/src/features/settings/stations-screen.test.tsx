import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openSettings, outboxOf } from './settings-test-kit.ts';

const type = (label: RegExp, value: string, scope: HTMLElement) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

describe('Settings → Stations (KDS9)', () => {
  it('[KDS9] [STN2] adds a station with its amber and red minutes; red must come after amber', async () => {
    const { db } = await openSettings('/dashboard/settings/stations');
    await screen.findByText(/No stations yet/);
    click('Add');
    const dialog = await screen.findByRole('dialog', { name: 'Add Station' });
    expect((within(dialog).getByLabelText(/Amber after/) as HTMLInputElement).value).toBe('10');
    type(/^Title/, 'Bar', dialog);
    type(/Amber after/, '8', dialog);
    type(/Red after/, '8', dialog);
    click('Save', dialog);
    expect(
      await within(dialog).findByText('The red threshold must be later than the amber one!'),
    ).toBeTruthy();
    type(/Red after/, '12', dialog);
    click('Save', dialog);
    const row = await screen.findByRole('row', { name: /Bar/ });
    expect(row.textContent).toContain('8 min');
    expect(row.textContent).toContain('12 min');
    expect(await outboxOf(db)).toEqual([
      {
        name: 'station.create.v1',
        args: { id: expect.any(String), title: 'Bar', warnAfterMinutes: 8, lateAfterMinutes: 12 },
      },
    ]);
  });

  it('[KDS9] edits and deletes a station', async () => {
    const bar = aRow('stations', { id: 'bar', title: 'Bar', warnAfterMinutes: 5, lateAfterMinutes: 9 });
    const { db } = await openSettings('/dashboard/settings/stations', { stations: [bar] });
    click('Edit Bar', await screen.findByRole('row', { name: /Bar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Station' });
    expect((within(dialog).getByLabelText(/Red after/) as HTMLInputElement).value).toBe('9');
    type(/^Title/, 'Drinks', dialog);
    click('Save', dialog);
    await screen.findByRole('row', { name: /Drinks/ });
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    click('Delete Drinks', screen.getByRole('row', { name: /Drinks/ }));
    await waitFor(async () => expect(await db.stations.count()).toBe(0));
  });

  it('[KDS9] [STN3] the category dialog takes a station', async () => {
    const kitchen = aRow('stations', { id: 'k', title: 'Kitchen' });
    const { db } = await openSettings('/dashboard/settings/menu-items/categories', { stations: [kitchen] });
    await screen.findByText('No categories yet.');
    click('Add');
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    type(/^Title/, 'Curries', dialog);
    fireEvent.change(await within(dialog).findByLabelText('Station'), { target: { value: 'k' } });
    click('Save', dialog);
    await waitFor(async () =>
      expect(await outboxOf(db)).toEqual([
        { name: 'category.create.v1', args: { id: expect.any(String), title: 'Curries', stationId: 'k' } },
      ]),
    );
  });
});
