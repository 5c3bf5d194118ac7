import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { aStaffUser, aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { counter, kitchen, listed, PRINTERS_LIST } from './printers-test-kit.ts';
import { readTillPrinter, writeTillPrinter } from './till-printer-store.ts';
import { setTillTransportFactory } from './till-transport.ts';

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser());
  writeTillPrinter(null);
  setTillTransportFactory(null);
});

describe('Settings → Printers', () => {
  it('[PRT8] lists the printers: network address, paper, what each prints; the settings menu links it', async () => {
    installFakeFetch({ [PRINTERS_LIST]: [listed([kitchen, counter])] });
    renderApp('/dashboard/settings/printers');
    const rows = await screen.findAllByTestId('printer-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('192.168.1.50:9100');
    expect(rows[0]?.textContent).toContain('Kitchen tickets');
    expect(rows[1]?.textContent).toContain('57 mm');
    expect(rows[1]?.textContent).toContain('drawer');
    // a USB printer is tested from the till it is cabled to, not by the server
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Test Kitchen printer' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Test Counter USB' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Printers' })).toBeTruthy();
  });

  it('[PRT8] Add checks the host of a network printer, then posts the printer and reloads', async () => {
    const f = installFakeFetch({
      [PRINTERS_LIST]: [listed([]), listed([kitchen])],
      'POST /api/v1/settings/printers/add': [
        { status: 200, body: { message: 'Printer added successfully!' } },
      ],
    });
    renderApp('/dashboard/settings/printers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByTestId('printer-dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Kitchen printer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please provide the printer’s IP address or host name!'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^IP address/), { target: { value: '192.168.1.50' } });
    fireEvent.change(within(dialog).getByLabelText('Prints'), { target: { value: 'kitchen' } });
    fireEvent.change(within(dialog).getByLabelText('Paper width'), { target: { value: '57' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Has a cash drawer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Printer added successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/settings/printers/add')).toEqual({
      title: 'Kitchen printer',
      connection: 'network',
      host: '192.168.1.50',
      port: 9100,
      paperWidth: '57',
      language: 'esc-pos',
      role: 'kitchen',
      stationIds: [],
      backupPrinterId: null,
      hasCashDrawer: true,
      statusQuery: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('printer-row')).toHaveLength(1));
  });

  it('[PRT9] Test asks the server to print a test page; Delete asks first; Edit posts to the printer', async () => {
    const f = installFakeFetch({
      [PRINTERS_LIST]: [listed([kitchen]), listed([kitchen]), listed([])],
      'POST /api/v1/settings/printers/p1/test': [
        { status: 200, body: { message: 'Test page sent!', jobIds: ['j1'], queued: true } },
      ],
      'POST /api/v1/settings/printers/p1/update': [
        { status: 200, body: { message: 'Printer updated successfully!' } },
      ],
      'DELETE /api/v1/settings/printers/p1': [
        { status: 200, body: { message: 'Printer deleted successfully!' } },
      ],
    });
    renderApp('/dashboard/settings/printers');
    fireEvent.click(await screen.findByRole('button', { name: 'Test Kitchen printer' }));
    expect(await screen.findByText('Test page sent!')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Kitchen printer' }));
    const dialog = await screen.findByTestId('printer-dialog');
    expect((within(dialog).getByLabelText(/^IP address/) as HTMLInputElement).value).toBe('192.168.1.50');
    fireEvent.change(within(dialog).getByLabelText(/^Port/), { target: { value: '9101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Printer updated successfully!')).toBeTruthy();
    expect(f.body('POST /api/v1/settings/printers/p1/update')).toMatchObject({ port: 9101, role: 'kitchen' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kitchen printer' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('Printer deleted successfully!')).toBeTruthy();
    expect(f.count('DELETE /api/v1/settings/printers/p1')).toBe(1);
  });

  it('[PRT16] pairs a USB printer with this till through the (fake) browser chooser and prints its test page', async () => {
    const printed: Uint8Array[] = [];
    setTillTransportFactory(() => ({
      pair: async () => ({ vendorId: 0x04b8, productId: 0x0e28, serialNumber: 'X1', name: 'TM-m30III' }),
      print: async (_device, bytes) => {
        printed.push(bytes);
      },
    }));
    Object.defineProperty(navigator, 'usb', { value: {}, configurable: true });
    installFakeFetch({ [PRINTERS_LIST]: [listed([kitchen, counter])] });
    renderApp('/dashboard/settings/printers');
    const panel = await screen.findByTestId('till-printer');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pair' }));
    expect(await within(panel).findByText(/Paired:/)).toBeTruthy();
    expect(readTillPrinter()).toMatchObject({ printer: { id: 'p2' }, device: { serialNumber: 'X1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Test on this till' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    fireEvent.click(within(panel).getByRole('button', { name: 'Forget' }));
    expect(readTillPrinter()).toBeNull();
  });

  it('[PRT15] is a SETTINGS page: a cashier without it does not get in', async () => {
    setSessionUser(aStaffUser('POS'));
    installFakeFetch({ [PRINTERS_LIST]: [listed([kitchen])] });
    renderApp('/dashboard/settings/printers');
    await waitFor(() => expect(screen.queryByTestId('printers')).toBeNull());
    expect(screen.queryAllByTestId('printer-row')).toHaveLength(0);
  });
});
