import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffUser } from '../../test/builders.ts';
import { openAs } from '../customers/customers-test-kit.ts';
import { outboxOf } from '../settings/settings-test-kit.ts';

const NOW = Date.UTC(2025, 2, 1, 12, 0);
const HOUR = 3_600_000;
const labelled = (label: string) => new RegExp(`^${label.replace('&', '\\&')}( \\*)?$`);
const type = (label: string, value: string, scope: HTMLElement) =>
  fireEvent.change(within(scope).getByLabelText(labelled(label)), { target: { value } });
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

const store = aRow('storeSettings', { id: 'store', timeZone: 'UTC', businessDayStart: '04:00' });
const asha = aRow('customers', { id: 'asha', name: 'Asha', phone: '9876543210' });
const t1 = aRow('storeTables', { id: 't1', tableTitle: 'Patio 1' });
const tonight = aRow('reservations', {
  id: 'r1',
  customerId: 'asha',
  tableId: 't1',
  date: NOW + 7 * HOUR,
  peopleCount: 4,
  status: 'booked',
  notes: 'Window seat please',
});
const tomorrow = aRow('reservations', {
  id: 'r2',
  customerId: 'asha',
  date: NOW + 24 * HOUR,
  peopleCount: 2,
});
const rows = { storeSettings: [store], customers: [asha], storeTables: [t1] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Reservations', () => {
  it('[VAL11] adds a reservation: customer search by phone, date-time in the store zone', async () => {
    const { db } = await openAs('/dashboard/reservation', rows);
    await screen.findByText('Showing Reservations for Today');
    click('New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Reservation' });
    click('Save', dialog);
    expect(await within(dialog).findByText('Please select customer!')).toBeTruthy();
    click('Search', dialog);
    expect(await within(dialog).findByText('Please provide customer phone number to search!')).toBeTruthy();
    type('Customer Phone', '000', dialog);
    click('Search', dialog);
    expect(await within(dialog).findByText('No customer found with this phone!')).toBeTruthy();
    type('Customer Phone', '9876543210', dialog);
    click('Search', dialog);
    expect((await within(dialog).findByTestId('selected-customer')).textContent).toContain('Asha');
    click('Save', dialog);
    expect(await within(dialog).findByText('Please select date & time!')).toBeTruthy();
    type('Date & Time', '2025-03-01T10:00', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please select a date & time from now on!')).toBeTruthy();
    type('Date & Time', '2025-03-01T19:30', dialog);
    type('People Count', '-1', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide valid people count!')).toBeTruthy();
    type('People Count', '3', dialog);
    fireEvent.change(within(dialog).getByLabelText('Table'), { target: { value: 't1' } });
    click('Save', dialog);
    const card = await screen.findByTestId('reservation-card');
    expect(card.textContent).toContain('7:30 PM');
    expect(card.textContent).toContain('Patio 1');
    expect(card.textContent).toContain('Booked');
    expect(await outboxOf(db)).toEqual([
      {
        name: 'reservation.create.v1',
        args: expect.objectContaining({
          customerId: 'asha',
          date: Date.UTC(2025, 2, 1, 19, 30),
          tableId: 't1',
          peopleCount: 3,
          status: 'booked',
        }),
      },
    ]);
  });

  it('[TIME5] filters by preset; search ignores blank text', async () => {
    await openAs('/dashboard/reservation', { ...rows, reservations: [tonight, tomorrow] });
    const card = await screen.findByTestId('reservation-card');
    expect(screen.getAllByTestId('reservation-card')).toHaveLength(1);
    expect(within(card).getByTitle('Window seat please')).toBeTruthy();
    click('Filter');
    let dialog = await screen.findByRole('dialog', { name: 'Filter' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Filter' }), {
      target: { value: 'custom' },
    });
    click('Apply', dialog);
    expect(await within(dialog).findByText('Please select From and To dates!')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Filter' }), {
      target: { value: 'tomorrow' },
    });
    click('Apply', dialog);
    await screen.findByText('Showing Reservations for Tomorrow');
    await waitFor(() => expect(screen.getByTestId('reservation-card').textContent).toContain('Mar 2, 2025'));
    click('Filter');
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Filter' }), {
      target: { value: 'this_month' },
    });
    click('Apply', dialog);
    await waitFor(() => expect(screen.getAllByTestId('reservation-card')).toHaveLength(2));
    const search = screen.getByRole('searchbox', { name: 'Search reservations' });
    fireEvent.change(search, { target: { value: '  ' } });
    expect(screen.getAllByTestId('reservation-card')).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'patio' } });
    await waitFor(() => expect(screen.getAllByTestId('reservation-card')).toHaveLength(1));
  });

  it('edits and deletes after the confirmation', async () => {
    const { db } = await openAs('/dashboard/reservation', { ...rows, reservations: [tonight] });
    click('Edit', await screen.findByTestId('reservation-card'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Reservation' });
    expect((within(dialog).getByLabelText(labelled('Date & Time')) as HTMLInputElement).value).toBe(
      '2025-03-01T19:00',
    );
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'paid' } });
    click('Save', dialog);
    await waitFor(() => expect(screen.getByTestId('reservation-card').textContent).toContain('Paid'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    click('Delete', screen.getByTestId('reservation-card'));
    expect(await db.reservations.count()).toBe(1);
    click('Delete', screen.getByTestId('reservation-card'));
    expect(confirm).toHaveBeenCalledWith('Are you sure! This process is irreversible!');
    await waitFor(() => expect(screen.queryByTestId('reservation-card')).toBeNull());
    expect((await outboxOf(db)).map((m) => m.name)).toEqual([
      'reservation.update.v1',
      'reservation.delete.v1',
    ]);
  });

  it('[RES2] the update dialog shows the booked table, and saving keeps it', async () => {
    const { db } = await openAs('/dashboard/reservation', { ...rows, reservations: [tonight] });
    click('Edit', await screen.findByTestId('reservation-card'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Reservation' });
    const table = () => within(dialog).getByLabelText('Table') as HTMLSelectElement;
    await waitFor(() => expect(table().selectedOptions[0]?.textContent).toBe('Patio 1'));
    click('Save', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.reservations.get('r1')).toMatchObject({ tableId: 't1' });
  });

  it('[RES4] a booking whose table was removed says "Table removed" on its card and in its dialog; saving keeps it', async () => {
    const { db } = await openAs('/dashboard/reservation', {
      ...rows,
      reservations: [{ ...tonight, tableId: 'gone' }],
    });
    const card = await screen.findByTestId('reservation-card');
    expect(card.textContent).toContain('Table removed');
    click('Edit', card);
    const dialog = await screen.findByRole('dialog', { name: 'Update Reservation' });
    const table = () => within(dialog).getByLabelText('Table') as HTMLSelectElement;
    await waitFor(() => expect(table().selectedOptions[0]?.textContent).toBe('Table removed'));
    click('Save', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.reservations.get('r1')).toMatchObject({ tableId: 'gone' });
  });

  it('[PERM8] New, Edit and Delete need admin, RESERVATIONS or MANAGE_RESERVATIONS', async () => {
    await openAs(
      '/dashboard/reservation',
      { ...rows, reservations: [tonight] },
      aStaffUser('VIEW_RESERVATIONS'),
    );
    const card = await screen.findByTestId('reservation-card');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
