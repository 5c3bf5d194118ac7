import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aStaffUser } from '../../test/builders.ts';
import { openSettings, outboxOf } from '../settings/settings-test-kit.ts';
import { openAs } from './customers-test-kit.ts';

const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const type = (label: string, value: string, scope: HTMLElement) =>
  fireEvent.change(within(scope).getByLabelText(labelled(label)), { target: { value } });
const click = (name: string | RegExp, scope: HTMLElement = document.body) =>
  fireEvent.click(within(scope).getByRole('button', { name }));

const asha = aRow('customers', {
  id: 'asha',
  name: 'Asha',
  phone: '9876543210',
  email: 'asha@example.com',
  balanceDue: 1250,
  createdAt: 1,
});

describe('Customers', () => {
  it('[VAL9] adds a customer with the spec texts', async () => {
    const { db } = await openSettings('/dashboard/customers');
    await screen.findByText('No customers yet.');
    click('New');
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    click('Save', dialog);
    expect(await within(dialog).findByText("Please Provide Customer's Phone!")).toBeTruthy();
    type('Phone', 'abc', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide valid phone no.!')).toBeTruthy();
    type('Phone', '+91 98765 43211', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText("Please Provide Customer's Name!")).toBeTruthy();
    type('Name', 'Ravi', dialog);
    type('Email', 'ravi@', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please Provide Valid Email!')).toBeTruthy();
    type('Email', '', dialog);
    type('Birth Date', '2999-01-01', dialog);
    click('Save', dialog);
    expect(await within(dialog).findByText('Please provide valid birth date!')).toBeTruthy();
    type('Birth Date', '1990-05-01', dialog);
    click('Save', dialog);
    const card = await screen.findByTestId('customer-card');
    expect(within(card).getByRole('heading', { name: 'Ravi' })).toBeTruthy();
    expect(card.textContent).toContain('+91 98765 43211');
    expect(within(card).queryByTestId('balance-due')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Settle Dues' })).toBeNull();
    expect(await outboxOf(db)).toEqual([
      {
        name: 'customer.create.v1',
        args: expect.objectContaining({ phone: '+91 98765 43211', name: 'Ravi', birthDate: '1990-05-01' }),
      },
    ]);
  });

  it('updates with the phone read-only, and deletes after the confirmation', async () => {
    const { db } = await openSettings('/dashboard/customers', { customers: [asha] });
    click('Edit', await screen.findByTestId('customer-card'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Customer' });
    const phone = within(dialog).getByLabelText('Phone') as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(phone.value).toBe('9876543210');
    type('Name', 'Asha K', dialog);
    click('Save', dialog);
    await screen.findByRole('heading', { name: 'Asha K' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    click('Delete', screen.getByTestId('customer-card'));
    expect(await db.customers.count()).toBe(1);
    click('Delete', screen.getByTestId('customer-card'));
    expect(confirm).toHaveBeenCalledWith('Are you sure! This process is irreversible!');
    await screen.findByText('No customers yet.');
    expect((await outboxOf(db)).map((m) => m.name)).toEqual(['customer.update.v1', 'customer.delete.v1']);
  });

  it('[CUS4] shows the balance due and settles it', async () => {
    const { db } = await openSettings('/dashboard/customers', { customers: [asha] });
    const card = await screen.findByTestId('customer-card');
    expect(within(card).getByTestId('balance-due').textContent).toContain('12.50');
    click('Settle Dues', card);
    const dialog = await screen.findByRole('dialog', { name: 'Settle Dues' });
    expect((within(dialog).getByLabelText(labelled('Amount')) as HTMLInputElement).value).toBe('12.50');
    type('Amount', '20', dialog);
    click('Settle', dialog);
    expect(await screen.findByText('Amount can not be more than the balance due!')).toBeTruthy();
    type('Amount', '10', dialog);
    click('Settle', dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.customers.get('asha'))?.balanceDue).toBe(250);
    expect(await outboxOf(db)).toEqual([
      { name: 'customer.settle-dues.v1', args: { customerId: 'asha', amount: 1000, paymentTypeId: null } },
    ]);
  });

  it('searches (blank ignored) and pages by 10', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      aRow('customers', { id: `c${i}`, name: `Guest ${i + 1}`, phone: `555${i}`, createdAt: i + 1 }),
    );
    await openSettings('/dashboard/customers', { customers: many });
    await screen.findAllByTestId('customer-card');
    expect(screen.getAllByTestId('customer-card')).toHaveLength(10);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('Showing 10 of 23')).toBeTruthy();
    click('Last');
    expect(await screen.findByText('Page 3')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 23')).toBeTruthy();
    click('Previous');
    expect(await screen.findByText('Page 2')).toBeTruthy();
    click('First');
    expect(await screen.findByText('Page 1')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(search, { target: { value: '   ' } });
    expect(screen.getAllByTestId('customer-card')).toHaveLength(10);
    fireEvent.change(search, { target: { value: 'guest 2' } });
    await waitFor(() => expect(screen.getAllByTestId('customer-card')).toHaveLength(5));
    expect(screen.getByText('Showing 5 of 5')).toBeTruthy();
  });

  it('[PERM8] New, Edit and Delete need admin, CUSTOMERS or MANAGE_CUSTOMERS', async () => {
    await openAs('/dashboard/customers', { customers: [asha] }, aStaffUser('VIEW_CUSTOMERS'));
    const card = await screen.findByTestId('customer-card');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
