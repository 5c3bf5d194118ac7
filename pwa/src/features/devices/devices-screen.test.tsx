import { FALLBACK, TEXTS } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const LIST = 'GET /api/v1/auth/devices';
const REMOVE = 'POST /api/v1/auth/remove-device';
const RENAME = 'POST /api/v1/auth/rename-device';
const mine = {
  device_id: 'd-1',
  device_ip: '10.0.0.1',
  device_name: 'Chrome on Android',
  device_location: null,
  label: null,
  browser: 'Chrome on Android',
  created_at: '2025-03-05T14:07:00.000Z',
  isMyDevice: true,
  unsent: 0,
  unsent_at: null,
  retiring: false,
};
const other = {
  ...mine,
  device_id: 'd-2',
  device_name: 'Firefox on Linux',
  browser: 'Firefox on Linux',
  device_ip: '10.0.0.2',
  isMyDevice: false,
};

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
});

describe('/dashboard/devices', () => {
  it("badges the current device 'This Device' without a remove button", async () => {
    installFakeFetch({ [LIST]: [{ status: 200, body: { message: 'ok', devices: [mine, other] } }] });
    renderApp('/dashboard/devices');
    const cards = await screen.findAllByTestId('device-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText(TEXTS.thisDevice)).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(first).getByText('10.0.0.1')).toBeTruthy();
    expect(within(first).getByText(/Mar 5, 2025/)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('Remove asks first, posts device_id, shows the message and reloads the list', async () => {
    const f = installFakeFetch({
      [LIST]: [
        { status: 200, body: { message: 'ok', devices: [mine, other] } },
        { status: 200, body: { message: 'ok', devices: [mine] } },
      ],
      [REMOVE]: [{ status: 200, body: { message: 'Device removed successfully!' } }],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/dashboard/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure! This device will be logged out!');
    expect(await screen.findByText('Device removed successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('device-card')).toHaveLength(1));
    expect(f.body(REMOVE)).toEqual({ device_id: 'd-2' });
  });

  it('answering No to the question removes nothing', async () => {
    const f = installFakeFetch({
      [LIST]: [{ status: 200, body: { message: 'ok', devices: [mine, other] } }],
    });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/dashboard/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(f.count(REMOVE)).toBe(0);
  });

  it("a failed load shows 'Error loading devices, Please try later!'", async () => {
    installFakeFetch({ [LIST]: [{ status: 404 }] });
    renderApp('/dashboard/devices');
    expect(await screen.findByText(FALLBACK.devicesLoad)).toBeTruthy();
  });
  it('[DEV1] Rename names a device in place, and the list shows the name with the browser beside it', async () => {
    const named = { ...other, label: 'Counter 1', device_name: 'Counter 1' };
    const f = installFakeFetch({
      [LIST]: [
        { status: 200, body: { message: 'ok', devices: [mine, other] } },
        { status: 200, body: { message: 'ok', devices: [mine, named] } },
      ],
      [RENAME]: [{ status: 200, body: { message: 'Device renamed!' } }],
    });
    renderApp('/dashboard/devices');
    const cards = await screen.findAllByTestId('device-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Rename' }));
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Counter 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Counter 1' })).toBeTruthy();
    expect(f.body(RENAME)).toEqual({ device_id: 'd-2', name: 'Counter 1' });
    expect(screen.getByText('Firefox on Linux')).toBeTruthy();
  });

  it('[DEV1] a blank name is refused inline, nothing is sent', async () => {
    const f = installFakeFetch({ [LIST]: [{ status: 200, body: { message: 'ok', devices: [mine] } }] });
    renderApp('/dashboard/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide a device name of at most 40 characters!')).toBeTruthy();
    expect(f.count(RENAME)).toBe(0);
  });

  it('[DEV3] removing a device that reported unsent sales warns with its count; a retiring one says so', async () => {
    const holding = { ...other, unsent: 4 };
    installFakeFetch({
      [LIST]: [
        { status: 200, body: { message: 'ok', devices: [mine, holding] } },
        { status: 200, body: { message: 'ok', devices: [mine, { ...holding, retiring: true }] } },
      ],
      [REMOVE]: [
        {
          status: 200,
          body: { message: 'The device signs out once its unsent sales arrive!', retiring: true },
        },
      ],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/dashboard/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith(
      'This device has 4 unsent sales and changes. It stays signed in until they reach the server, then signs out. Remove it?',
    );
    expect(await screen.findByTestId('device-retiring')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out now' })).toBeTruthy();
  });
});
