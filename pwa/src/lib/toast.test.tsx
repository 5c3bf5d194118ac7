// The toast helper loads sonner after the first paint: toasts asked for before it is there show once it is,
// under the ids returned at once; a toast dismissed while waiting never shows; with no toaster, none waits.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster, notify } from './toast.tsx';

describe('notify', () => {
  it('shows a toast asked for before sonner loaded, and replaces a loading toast under its id', async () => {
    render(<AppToaster />);
    let id: string | number = '';
    act(() => {
      notify.blank('Asked for at once');
      id = notify.loading('Saving the order...');
      notify.success('Order saved!', id);
      const dropped = notify.error('Never shown');
      notify.dismiss(dropped);
    });
    expect(await screen.findByText('Asked for at once')).toBeTruthy();
    expect(await screen.findByText('Order saved!')).toBeTruthy();
    expect(screen.queryByText('Saving the order...')).toBeNull();
    expect(screen.queryByText('Never shown')).toBeNull();
    expect(String(id)).toMatch(/^toast-\d+$/);
    // once loaded, a toast shows straight away
    act(() => {
      notify.error('Straight away');
    });
    expect(await screen.findByText('Straight away')).toBeTruthy();
  });

  it('keeps nothing waiting while no toaster is mounted', async () => {
    act(() => {
      notify.blank('Nobody is listening');
    });
    render(<AppToaster />);
    act(() => {
      notify.blank('Now somebody is');
    });
    expect(await screen.findByText('Now somebody is')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Nobody is listening')).toBeNull());
  });
});
