import { FALLBACK, TEXTS } from '@tavola/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const LIST = 'GET /api/v1/auth/devices';
const REMOVE = 'POST /api/v1/auth/remove-device';
const mine = {
  device_id: 'd-1',
  device_ip: '10.0.0.1',
  device_name: 'Chrome on Android',
  device_location: null,
  created_at: '2025-03-05T14:07:00.000Z',
  isMyDevice: true,
};
const other = {
  ...mine,
  device_id: 'd-2',
  device_name: 'Firefox on Linux',
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
});
