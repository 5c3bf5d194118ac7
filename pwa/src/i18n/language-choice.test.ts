/** I18N2/I18N3: which language the staff app and the diner menu speak, and how a choice is kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '../lib/session.ts';
import { aStaffUser } from '../test/builders.ts';
import { applyLanguage, currentLanguage } from './i18n.ts';
import {
  chooseStaffLanguage,
  dinerLanguage,
  LANGUAGE_KEYS,
  sendPendingLanguage,
  staffLanguage,
} from './language-choice.ts';

afterEach(() => {
  applyLanguage('en');
  vi.unstubAllGlobals();
});

describe('staff language', () => {
  it("[I18N2] is the user's, else this device's last one, else English", () => {
    expect(staffLanguage(null)).toBe('en');
    localStorage.setItem(LANGUAGE_KEYS.staff, 'hi');
    expect(staffLanguage(null)).toBe('hi');
    expect(staffLanguage(aStaffUser('POS', { language: 'en' }))).toBe('en');
    expect(staffLanguage(aStaffUser('POS', { language: 'xx' }))).toBe('hi');
  });

  it('[I18N2] a choice applies at once, is cached with the user, and is sent to the server', async () => {
    setSessionUser(aStaffUser('POS'));
    const save = vi.fn(async () => ({ ok: true, status: 200 }));
    expect(await chooseStaffLanguage('hi', save)).toBe(true);
    expect(save).toHaveBeenCalledWith('hi');
    expect(currentLanguage()).toBe('hi');
    expect(getSessionUser()?.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEYS.staffPending)).toBeNull();
  });

  it('[I18N2] offline, the choice holds on the device and is sent once the server answers', async () => {
    setSessionUser(aStaffUser('POS'));
    const offline = vi.fn(async () => ({ ok: false, status: 0 }));
    expect(await chooseStaffLanguage('hi', offline)).toBe(false);
    expect(getSessionUser()?.language).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEYS.staffPending)).toBe('hi');
    await sendPendingLanguage(offline);
    expect(localStorage.getItem(LANGUAGE_KEYS.staffPending)).toBe('hi');
    const online = vi.fn(async () => ({ ok: true, status: 200 }));
    await sendPendingLanguage(online);
    expect(online).toHaveBeenCalledWith('hi');
    expect(localStorage.getItem(LANGUAGE_KEYS.staffPending)).toBeNull();
  });
});

describe('diner language', () => {
  it("[I18N3] defaults to the browser's preferred languages, and a choice on the menu wins", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['hi-IN', 'en'] });
    expect(dinerLanguage()).toBe('hi');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'de'] });
    expect(dinerLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEYS.diner, 'hi');
    expect(dinerLanguage()).toBe('hi');
  });
});
