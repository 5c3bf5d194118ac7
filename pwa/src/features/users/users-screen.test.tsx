import { FALLBACK } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { admin, listed, staff } from './users-test-kit.ts';

const LIST = 'GET /api/v1/users';
beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
});

describe('/dashboard/users', () => {
  it('shows cards; admin cards have no actions, staff cards have three', async () => {
    installFakeFetch({ [LIST]: [listed([admin, staff])] });
    renderApp('/dashboard/users');
    const [first, second] = (await screen.findAllByTestId('user-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('ADMIN')).toBeTruthy();
    expect(within(first).queryAllByRole('button')).toHaveLength(0);
    expect(within(second).getByText('STAFF')).toBeTruthy();
    expect(within(second).getByText('Waiter')).toBeTruthy();
    expect(within(second).getByText('POS')).toBeTruthy();
    expect(within(second).getByText('ORDERS')).toBeTruthy();
    for (const name of ['Edit User', 'Reset Password', 'Delete User'])
      expect(within(second).getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Sub-Kitchen' })).toBeTruthy();
  });

  it("a failed load shows 'Error Loading details! Please try later!'", async () => {
    installFakeFetch({ [LIST]: [{ status: 500 }] });
    renderApp('/dashboard/users');
    expect(await screen.findByText(FALLBACK.usersLoad)).toBeTruthy();
  });

  it('New User checks the form, adds scopes once, posts and reloads', async () => {
    const f = installFakeFetch({
      [LIST]: [listed([admin]), listed([admin, staff])],
      'POST /api/v1/users/add': [{ status: 200, body: { message: 'User added successfully!' } }],
    });
    renderApp('/dashboard/users');
    fireEvent.click(await screen.findByRole('button', { name: 'New User' }));
    const dialog = await screen.findByTestId('add-user-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please provide name!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Ravi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'ravi' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'saffron-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please provide valid email!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'Ravi@Example.com' } });
    const select = within(dialog).getByLabelText('Scopes');
    fireEvent.change(select, { target: { value: 'POS' } });
    fireEvent.change(select, { target: { value: 'ORDERS' } });
    expect(within(select).queryByRole('option', { name: 'POS' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove ORDERS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/users/add')).toMatchObject({
      name: 'Ravi',
      username: 'ravi@example.com',
      userScopes: ['POS'],
    });
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(2));
  });

  it('Edit User is pre-filled and posts to the username; Delete asks first', async () => {
    const f = installFakeFetch({
      [LIST]: [listed([admin, staff]), listed([admin, staff]), listed([admin])],
      'POST /api/v1/users/update/ravi%40example.com': [
        { status: 200, body: { message: 'User updated successfully!' } },
      ],
      'DELETE /api/v1/users/delete/ravi%40example.com': [
        { status: 200, body: { message: 'User deleted successfully!' } },
      ],
    });
    renderApp('/dashboard/users');
    const cards = await screen.findAllByTestId('user-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByTestId('update-user-dialog');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ravi');
    expect(within(dialog).getByRole('button', { name: 'Remove POS' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove POS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/users/update/ravi%40example.com')).toMatchObject({
      name: 'Ravi',
      username: 'ravi@example.com',
      userScopes: ['ORDERS'],
    });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const again = await screen.findAllByTestId('user-card');
    fireEvent.click(within(again[1] as HTMLElement).getByRole('button', { name: 'Delete User' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure! This process is irreversible!');
    expect(await screen.findByText('User deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('user-card')).toHaveLength(1));
  });

  it('[PERM9] a staff editor is offered only the scopes it holds, plus those the edited user already has', async () => {
    setSessionUser(aStaffUser('SETTINGS,POS'));
    installFakeFetch({ [LIST]: [listed([admin, staff])] });
    renderApp('/dashboard/users');
    const offered = (dialog: HTMLElement) =>
      within(within(dialog).getByLabelText('Scopes'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1);
    fireEvent.click(await screen.findByRole('button', { name: 'New User' }));
    expect(offered(await screen.findByTestId('add-user-dialog'))).toEqual(['POS', 'SETTINGS']);
    const [, close] = within(screen.getByTestId('add-user-dialog')).getAllByRole('button', { name: 'Close' });
    fireEvent.click(close as HTMLElement);

    const cards = await screen.findAllByTestId('user-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Edit User' }));
    const dialog = await screen.findByTestId('update-user-dialog');
    expect(offered(dialog)).toEqual(['SETTINGS']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove ORDERS' }));
    expect(offered(dialog)).toEqual(['ORDERS', 'SETTINGS']);
  });

  it('[PERM10] a staff editor is offered Reset Password and Delete User only on users whose scopes it all holds', async () => {
    setSessionUser(aStaffUser('SETTINGS,POS'));
    const cashier = { ...staff, id: 'u-3', username: 'cashier@example.com', name: 'Cashier', scope: 'POS' };
    installFakeFetch({ [LIST]: [listed([admin, staff, cashier])] });
    renderApp('/dashboard/users');
    const [, ravi, mine] = (await screen.findAllByTestId('user-card')) as HTMLElement[];
    const buttons = (card: HTMLElement | undefined) =>
      within(card as HTMLElement)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons(ravi)).toEqual(['Edit User']);
    expect(buttons(mine)).toEqual(['Edit User', 'Reset Password', 'Delete User']);
  });

  it('[PERM11] New Sub-Kitchen shows only to admin or a SUBKITCHEN holder', async () => {
    setSessionUser(aStaffUser('SETTINGS'));
    installFakeFetch({ [LIST]: [listed([admin])] });
    const first = renderApp('/dashboard/users');
    expect(await screen.findByRole('button', { name: 'New User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Sub-Kitchen' })).toBeNull();
    first.unmount();

    setSessionUser(aStaffUser('SETTINGS,SUBKITCHEN'));
    installFakeFetch({ [LIST]: [listed([admin])] });
    renderApp('/dashboard/users');
    expect(await screen.findByRole('button', { name: 'New Sub-Kitchen' })).toBeTruthy();
  });

  it("Reset Password needs a password ('Provide new password!')", async () => {
    const f = installFakeFetch({
      [LIST]: [listed([admin, staff]), listed([admin, staff])],
      'POST /api/v1/users/update-password/ravi%40example.com': [
        { status: 200, body: { message: 'Password updated successfully!' } },
      ],
    });
    renderApp('/dashboard/users');
    const cards = await screen.findAllByTestId('user-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByTestId('reset-password-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Provide new password!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^New Password/), { target: { value: 'jasmine-2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/users/update-password/ravi%40example.com')).toEqual({
      password: 'jasmine-2027',
    });
  });

  it('New Sub-Kitchen asks for the business name first and sends username as email', async () => {
    const f = installFakeFetch({
      [LIST]: [listed([admin]), listed([admin])],
      'POST /api/v1/users/add-kitchen': [
        { status: 200, body: { message: 'Sub-Kitchen added successfully!' } },
      ],
    });
    renderApp('/dashboard/users');
    fireEvent.click(await screen.findByRole('button', { name: 'New Sub-Kitchen' }));
    const dialog = await screen.findByTestId('add-kitchen-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please provide business name!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Business Name/), { target: { value: 'Bakery' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Meera' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'bakery@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'croissant-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sub-Kitchen added successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/users/add-kitchen')).toMatchObject({
      storeName: 'Bakery',
      username: 'bakery@example.com',
      email: 'bakery@example.com',
      currency: 'INR',
    });
  });
});
