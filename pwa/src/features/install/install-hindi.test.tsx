/** I18N1: the 'Install app' button in Hindi, once the browser offers installation. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { InstallButton } from './install-button.tsx';
import { listenForInstallPrompt } from './install-prompt.ts';

afterEach(() => applyLanguage('en'));

describe('Install app', () => {
  it('[I18N1] is labelled in the current language', async () => {
    listenForInstallPrompt();
    render(<InstallButton />);
    expect(screen.queryByTestId('install-app')).toBeNull();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => applyLanguage('hi'));
    expect(screen.getByRole('button', { name: 'ऐप इंस्टॉल करें' })).toBeTruthy();
  });
});
