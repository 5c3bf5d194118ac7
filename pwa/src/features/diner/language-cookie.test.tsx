/** DIN-FP5: the diner's language choice mirrored in the cookie the server paints the first screen by. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_KEYS } from '../../i18n/language-choice.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { DinerMenu } from './diner-menu-screen.tsx';
import { useDinerStore } from './diner-store.ts';
import { aMenu } from './diner-test-kit.ts';
import { mirrorLanguageChoice } from './language-cookie.ts';

const cookie = () => /(?:^|; )tavola_diner_language=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the screen writes, as the browser keeps it
  document.cookie = 'tavola_diner_language=; path=/; max-age=0';
};

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  useDinerStore.setState({ qrcode: null, lines: [], orders: [], outbox: [], delivery: null });
  installFakeFetch({ 'GET /api/v1/qrmenu/roma': [{ status: 200, body: aMenu }] });
});
afterEach(() => applyLanguage('en'));

describe('the language cookie (DIN-FP5)', () => {
  it('[DIN-FP5] choosing Hindi on the menu sets the cookie; choosing English again sets it back', async () => {
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findByPlaceholderText('Search dishes');
    expect(cookie()).toBeNull(); // no choice yet: the server follows Accept-Language, as the app follows the browser
    fireEvent.change(screen.getByTestId('diner-language'), { target: { value: 'hi' } });
    await screen.findByPlaceholderText('व्यंजन खोजें');
    expect(cookie()).toBe('hi');
    fireEvent.change(screen.getByTestId('diner-language'), { target: { value: 'en' } });
    await screen.findByPlaceholderText('Search dishes');
    expect(cookie()).toBe('en');
  });

  it('[DIN-FP5] a choice made before the cookie existed is mirrored when the menu opens', async () => {
    localStorage.setItem(LANGUAGE_KEYS.diner, 'hi');
    render(<DinerMenu qrcode="roma" table={null} />);
    await screen.findByPlaceholderText('व्यंजन खोजें');
    expect(cookie()).toBe('hi');
  });

  it('[DIN-FP5] no stored choice (or an unknown one) clears the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left from an earlier choice
    document.cookie = 'tavola_diner_language=hi; path=/';
    localStorage.setItem(LANGUAGE_KEYS.diner, 'xx');
    mirrorLanguageChoice();
    expect(cookie()).toBeNull();
  });
});
