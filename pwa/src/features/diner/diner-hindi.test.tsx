/** I18N3/I18N5: a diner whose browser prefers Hindi gets the menu in Hindi, with the items' regional names. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_KEYS } from '../../i18n/language-choice.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';

const MENU = 'GET /api/v1/qrmenu/roma';
const [chicken, ...rest] = aMenu.menuItems;
const menu = { ...aMenu, menuItems: [{ ...chicken, titleLocal: 'बटर चिकन' }, ...rest] };

beforeEach(() => {
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  installFakeFetch({ [MENU]: [{ status: 200, body: menu }] });
});
afterEach(() => {
  applyLanguage('en');
  vi.unstubAllGlobals();
});

describe('the diner menu in Hindi', () => {
  it("[I18N3] follows the browser's preferred language, and the switch changes it for this browser", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['hi-IN', 'en-US'] });
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByPlaceholderText('व्यंजन खोजें')).toBeTruthy();
    expect(screen.getByText('अपने फ़ोन से ऑर्डर करें')).toBeTruthy();
    expect(screen.getAllByText('अपने हिसाब से बनवाएँ').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('diner-language'), { target: { value: 'en' } });
    expect(await screen.findByPlaceholderText('Search dishes')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEYS.diner)).toBe('en');
  });

  it('[I18N3] an English browser gets English', async () => {
    render(<DinerMenu qrcode="roma" table={null} />);
    expect(await screen.findByPlaceholderText('Search dishes')).toBeTruthy();
    expect((screen.getByTestId('diner-language') as HTMLSelectElement).value).toBe('en');
  });

  it("[I18N5] an item's regional-language name shows under its title", async () => {
    render(<DinerMenu qrcode="roma" table={null} />);
    await waitFor(() => expect(screen.getAllByTestId('diner-item-local')).toHaveLength(1));
    expect(screen.getByTestId('diner-item-local').textContent).toBe('बटर चिकन');
  });
});
