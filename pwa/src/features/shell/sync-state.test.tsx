import { PROTOCOL_VERSION } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentDb } from '../../db/current.ts';
import type { OutboxEntry, TavolaDb } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { type FakeAnswer, installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useNavStore } from './nav-store.ts';

const DB_NAME = 'tavola-t-1-u-1';
const SYNC = '/api/v1/sync';
const ok = (body: unknown): FakeAnswer[] => [{ status: 200, body }];
/** A server that registers the till and has nothing new. */
const reachableServer = {
  [`POST ${SYNC}/register-device`]: ok({ deviceId: 'd-1', deviceCode: 'A' }),
  [`POST ${SYNC}/lease`]: ok({ businessDay: '2025-03-01', leases: [] }),
  [`POST ${SYNC}/pull`]: ok({ ok: true, cookie: 0, lastMutationId: 0, patch: [], more: false }),
};

beforeEach(() => {
  useNavStore.setState({ collapsed: false, drawerOpen: false, searchOpen: false });
  signInCookie();
});

let app: ReturnType<typeof renderApp>;

async function openShell(): Promise<TavolaDb> {
  setSessionUser(aUser());
  app = renderApp('/dashboard/customers');
  await screen.findByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(currentDb()?.name).toBe(DB_NAME));
  return currentDb() as TavolaDb;
}

const entry = (id: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  name: 'order.create.v1',
  args: { tokenNo: String(id) },
  clientTime: Date.UTC(2025, 2, 1, 12),
  status: 'pending',
  undo: [],
  ...overrides,
});

const syncText = () => screen.getByTestId('sync-state').textContent;
const databases = async () => (await indexedDB.databases()).map((d) => d.name);

describe('sync state in the top bar (docs/architecture.md §8)', () => {
  it("says 'Offline · 3 unsent' when the server cannot be reached and three changes wait", async () => {
    installFakeFetch({}); // every request fails as if offline
    const db = await openShell();
    await db.outbox.bulkAdd([entry(1), entry(2), entry(3)]);
    await waitFor(() => expect(syncText()).toBe('Offline · 3 unsent'));
    expect(screen.getByTestId('sync-state').getAttribute('data-online')).toBe('false');
  });

  it("says 'Online' once the server answers", async () => {
    const f = installFakeFetch(reachableServer);
    await openShell();
    await waitFor(() => expect(f.count(`POST ${SYNC}/pull`)).toBeGreaterThan(0));
    expect(syncText()).toBe('Online');
    const pull = JSON.parse(String(f.calls.find((c) => c.url.endsWith('/pull'))?.init.body));
    expect(pull).toMatchObject({ protocolVersion: PROTOCOL_VERSION, deviceId: 'd-1', cookie: null });
  });

  it("lists rejected changes with the server's message until each is dismissed", async () => {
    installFakeFetch({});
    const db = await openShell();
    await db.outbox.bulkAdd([
      entry(1, {
        status: 'rejected',
        code: 'TOKEN_IN_USE',
        message: 'This token number is already used today!',
      }),
      entry(2, {
        name: 'order.cancel.v1',
        args: {},
        status: 'rejected',
        code: 'X',
        message: 'Order not found!',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '2 not accepted' }));
    const dialog = screen.getByRole('dialog', { name: 'Changes not accepted' });
    expect(within(dialog).getByText('New order (token 1)')).toBeTruthy();
    expect(within(dialog).getByText('This token number is already used today!')).toBeTruthy();
    expect(within(dialog).getByText('Order not found!')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: '1 not accepted' })).toBeTruthy());
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([2]);
  });

  it('shows that a new version is required when the server refuses this one, and keeps the outbox', async () => {
    installFakeFetch({
      ...reachableServer,
      [`POST ${SYNC}/push`]: [
        {
          status: 409,
          body: {
            ok: false,
            error: 'VersionNotSupported',
            message: 'Please update',
            supported: { protocol: [2], schema: [2] },
          },
        },
      ],
    });
    const db = await openShell();
    await db.outbox.add(entry(1));
    expect((await screen.findByTestId('update-required')).textContent).toContain(
      'A new version is required to sync. Reload to update.',
    );
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('Logout with unsent changes', () => {
  const logout = () => {
    fireEvent.click(screen.getByRole('button', { name: /Olivia Owner/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  };

  it('is refused with a warning; discarding needs a second confirmation, then signs out and deletes the data', async () => {
    const f = installFakeFetch({
      'POST /api/v1/auth/signout': [{ status: 200, body: { message: 'Logged out successfully!' } }],
    });
    const db = await openShell();
    await db.outbox.bulkAdd([entry(1), entry(2)]);
    await waitFor(() => expect(syncText()).toContain('2 unsent'));
    logout();
    const dialog = await screen.findByRole('dialog', { name: 'Unsent changes' });
    expect(dialog.textContent).toContain(
      'You have 2 unsent changes. Stay online until they are sent, or discard them to sign out.',
    );
    expect(f.count('POST /api/v1/auth/signout')).toBe(0);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard and sign out' }));
    expect(confirm).toHaveBeenCalledWith('Discard 2 unsent changes and sign out? They cannot be recovered.');
    expect(f.count('POST /api/v1/auth/signout')).toBe(0);
    expect(await db.outbox.count()).toBe(2);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard and sign out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await waitFor(async () => expect(await databases()).not.toContain(DB_NAME));
  });

  it("'Send now' retries at once; when everything is sent the user can sign out", async () => {
    installFakeFetch({}); // offline at first
    const db = await openShell();
    await db.outbox.add(entry(1));
    await waitFor(() => expect(syncText()).toContain('1 unsent')); // the status has counted it
    logout();
    const dialog = await screen.findByRole('dialog', { name: 'Unsent changes' });
    expect(dialog.textContent).toContain('You have 1 unsent change.');

    const f = installFakeFetch({
      ...reachableServer,
      [`POST ${SYNC}/push`]: ok({ ok: true, lastMutationId: 1, results: [{ id: 1, status: 'applied' }] }),
      [`POST ${SYNC}/pull`]: ok({ ok: true, cookie: 1, lastMutationId: 1, patch: [], more: false }),
      'POST /api/v1/auth/signout': [{ status: 200, body: { message: 'Logged out successfully!' } }],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await within(dialog).findByText('All changes are sent.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(f.count(`POST ${SYNC}/push`)).toBe(1);
    await waitFor(async () => expect(await databases()).not.toContain(DB_NAME));
  });

  it('without unsent changes signs out at once and deletes the local database', async () => {
    installFakeFetch({
      ...reachableServer,
      'POST /api/v1/auth/signout': [{ status: 200, body: { message: 'Logged out successfully!' } }],
    });
    await openShell();
    await waitFor(async () => expect(await databases()).toContain(DB_NAME));
    logout();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Unsent changes' })).toBeNull();
    await waitFor(async () => expect(await databases()).not.toContain(DB_NAME));
  });
});
