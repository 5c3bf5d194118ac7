/** I18N1: Contact Support in Hindi, its hours through an ICU plural. */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => applyLanguage('en'));

describe('Contact Support', () => {
  it('[I18N1] reads in English with the hours, then in Hindi, and its dialog too', async () => {
    signInCookie();
    setSessionUser(aUser());
    const app = renderApp('/dashboard/contact-support');
    expect(await screen.findByText('Write to us and we will reply within 24 hours.')).toBeTruthy();
    app.unmount();
    setSessionUser(aUser({ language: 'hi' }));
    renderApp('/dashboard/contact-support');
    expect(await screen.findByRole('heading', { level: 1, name: 'सहायता से संपर्क करें' })).toBeTruthy();
    expect(screen.getByText('हमें लिखें, हम 24 घंटे के अंदर जवाब देंगे।')).toBeTruthy();
    fireEvent.click(screen.getByTestId('support-email'));
    const dialog = await screen.findByRole('dialog', { name: 'सहायता से संपर्क करें' });
    expect(within(dialog).getByRole('button', { name: 'क्लिपबोर्ड पर कॉपी करें' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Gmail खोलें' })).toBeTruthy();
  });
});
