/** I18N1: Settings → Printers in Hindi: the list, this device's panel and the add dialog. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { setSessionUser } from '../../lib/session.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NO_SALE_TEXTS, NoSaleButton } from './no-sale-button.tsx';
import { counter, kitchen, listed, PRINTERS_LIST } from './printers-test-kit.ts';
import { writeTillPrinter } from './till-printer-store.ts';

beforeEach(() => {
  signInCookie();
  setSessionUser(aUser({ language: 'hi' }));
  writeTillPrinter(null);
});
afterEach(() => applyLanguage('en'));

describe('Settings → Printers in Hindi', () => {
  it('[I18N1] lists the printers with Hindi columns, roles and paper, and adds one in a Hindi dialog', async () => {
    installFakeFetch({
      [PRINTERS_LIST]: [listed([kitchen, counter])],
    });
    renderApp('/dashboard/settings/printers');
    const [first, second] = (await screen.findAllByTestId('printer-row')) as [HTMLElement, HTMLElement];
    expect(screen.getByRole('heading', { level: 1, name: 'प्रिंटर' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'कनेक्शन' })).toBeTruthy();
    expect(within(first).getByText('KOT (किचन टिकट)')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Kitchen printer टेस्ट करें' })).toBeTruthy();
    expect(within(second).getByText('57 mm · कैश ड्रॉअर')).toBeTruthy();
    expect(within(second).getByText('रसीदें')).toBeTruthy();
    const till = screen.getByTestId('till-printer');
    expect(within(till).getByRole('heading', { name: 'यह डिवाइस' })).toBeTruthy();
    expect(within(till).getByRole('button', { name: 'पेयर करें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रिंटर जोड़ें' });
    expect(within(dialog).getByLabelText(/^IP पता या होस्ट नाम/)).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'रसीदें, टोकन और कैश ड्रॉअर' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'कैश ड्रॉअर लगा है' })).toBeTruthy();
  });

  it("[I18N1] the till's No Sale button and its confirmation follow the language", () => {
    applyLanguage('hi');
    render(<NoSaleButton />);
    expect(screen.getByRole('button', { name: 'ड्रॉअर खोलें' })).toBeTruthy();
    expect(NO_SALE_TEXTS.confirm).toBe('बिना बिक्री के कैश ड्रॉअर खोलें? यह रिकॉर्ड होगा।');
    act(() => applyLanguage('en'));
    expect(screen.getByRole('button', { name: 'No Sale' })).toBeTruthy();
  });
});
