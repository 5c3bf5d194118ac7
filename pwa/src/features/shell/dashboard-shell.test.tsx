import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasMarkerCookie } from '../../lib/auth-cookie.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useNavStore } from './nav-store.ts';

beforeEach(() => {
  useNavStore.setState({ collapsed: false, drawerOpen: false, searchOpen: false });
  signInCookie();
});

async function openShell(user = aUser({ designation: 'Owner' }), path = '/dashboard/profile') {
  setSessionUser(user);
  const app = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { app, nav };
}

const pressCtrlK = (meta = false) =>
  act(() => {
    fireEvent.keyDown(window, { key: 'k', ctrlKey: !meta, metaKey: meta });
  });

describe('side navigation (PERM4)', () => {
  it('admin sees every entry under Offerings and Back Office, Customers with its Khata label', async () => {
    const { nav } = await openShell();
    expect(within(nav).getByRole('heading', { name: 'Offerings' })).toBeTruthy();
    expect(within(nav).getByRole('heading', { name: 'Back Office' })).toBeTruthy();
    const titles = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual([
      'Dashboard',
      'POS',
      'Shifts',
      'Orders',
      'All of Kitchen',
      'Reservation',
      'Customers (Khata)',
      'Invoices',
      'Users',
      'Reports',
      'Settings',
    ]);
  });

  it('a staff user sees only entries whose scopes intersect theirs; Users is admin-only', async () => {
    const { nav } = await openShell(aStaffUser('POS,SETTINGS'));
    const titles = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(['POS', 'Shifts', 'Orders', 'Settings']);
  });

  it('the user panel shows the name, the role in capitals and the designation', async () => {
    await openShell();
    const panel = screen.getByTestId('user-panel');
    expect(panel.textContent).toContain('Olivia Owner');
    expect(panel.textContent).toContain('ADMIN');
    expect(panel.textContent).toContain('Owner');
  });

  it('collapsing to icons is remembered in the browser', async () => {
    await openShell();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(localStorage.getItem('tavola.navCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse navigation' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the sync state slot (its texts: sync-state.test.tsx)', async () => {
    await openShell();
    expect(screen.getByTestId('sync-state').getAttribute('role')).toBe('status');
  });
});

describe('search modal (PERM5-PERM6)', () => {
  const resultTitles = () =>
    within(screen.getByRole('dialog'))
      .queryAllByRole('link')
      .map((a) => a.firstChild?.textContent);

  it('opens with Ctrl+K and lists what the user may open', async () => {
    await openShell();
    pressCtrlK();
    const input = await screen.findByPlaceholderText('Search...');
    expect(document.activeElement).toBe(input);
    expect(resultTitles()).toHaveLength(19); // SHIFT1 added Shifts
  });

  it('opens with Cmd+K and with the search button; the X button closes it', async () => {
    await openShell();
    pressCtrlK(true);
    expect(await screen.findByPlaceholderText('Search...')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByPlaceholderText('Search...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByPlaceholderText('Search...')).toBeTruthy();
  });

  it('filters destinations by title text, case-insensitively; results are links by title', async () => {
    await openShell();
    pressCtrlK();
    fireEvent.change(await screen.findByPlaceholderText('Search...'), { target: { value: 'SETT' } });
    expect(resultTitles()).toEqual(['Settings', 'Store Settings', 'Print Settings']);
    expect(screen.getByRole('link', { name: 'Print Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings/print-settings',
    );
  });

  it('a staff user only finds destinations of their scopes plus Devices, Profile and Support', async () => {
    await openShell(aStaffUser('POS'));
    pressCtrlK();
    await screen.findByPlaceholderText('Search...');
    expect(resultTitles()).toEqual(['POS', 'Shifts', 'Orders', 'Devices', 'Profile', 'Support']);
  });

  it("shows 'No result found!' when nothing matches", async () => {
    await openShell();
    pressCtrlK();
    fireEvent.change(await screen.findByPlaceholderText('Search...'), { target: { value: 'zzz' } });
    expect(resultTitles()).toHaveLength(0);
    expect(screen.getByText('No result found!')).toBeTruthy();
  });

  it('closes with Escape', async () => {
    await openShell();
    pressCtrlK();
    const input = await screen.findByPlaceholderText('Search...');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('arrow keys walk the results; Enter in the input opens the first one', async () => {
    const { app } = await openShell();
    pressCtrlK();
    const input = await screen.findByPlaceholderText('Search...');
    fireEvent.change(input, { target: { value: 'tax' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tax Setup' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tax Setup' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/settings/tax-setup'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clicking a result opens it and closes the modal', async () => {
    const { app } = await openShell();
    pressCtrlK();
    fireEvent.change(await screen.findByPlaceholderText('Search...'), { target: { value: 'dev' } });
    fireEvent.click(screen.getByRole('link', { name: 'Devices' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/devices'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('user menu', () => {
  it('offers Profile, My Devices, Support and Logout; Logout signs out and goes to /login', async () => {
    installFakeFetch({
      'POST /api/v1/auth/signout': [{ status: 200, body: { message: 'Logged out successfully!' } }],
    });
    const { app } = await openShell();
    fireEvent.click(screen.getByRole('button', { name: /Olivia Owner/ }));
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Profile', 'My Devices', 'Support', 'Logout']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Logged out successfully!')).toBeTruthy();
    expect(hasMarkerCookie()).toBe(false);
  });

  it("a failed logout shows 'Something went wrong! Try later!' and keeps the session", async () => {
    installFakeFetch({ 'POST /api/v1/auth/signout': [{ status: 500 }] });
    const { app } = await openShell();
    fireEvent.click(screen.getByRole('button', { name: /Olivia Owner/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Something went wrong! Try later!')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/dashboard/profile');
  });
});

describe('search shortcut scope', () => {
  it('a press while the shell is still loading opens the modal once it is there', async () => {
    setSessionUser(aUser());
    renderApp('/dashboard/home');
    pressCtrlK();
    expect(await screen.findByPlaceholderText('Search...')).toBeTruthy();
  });

  it('Ctrl+K is left to the browser outside the dashboard', async () => {
    renderApp('/login');
    await screen.findByLabelText(/Username/);
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
