import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGE_CODES, languageArgs, pickLanguage } from './languages.ts';

describe('languages', () => {
  it('[I18N1] the app speaks English and Hindi', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'hi']);
    expect(isLanguageCode('hi')).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
  });

  it("[I18N3] a diner's language is the first preferred one the app speaks, else English", () => {
    expect(pickLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(pickLanguage(['fr-FR', 'HI', 'en'])).toBe('hi');
    expect(pickLanguage(['en-GB', 'hi'])).toBe('en');
    expect(pickLanguage(['ta-IN'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('[I18N2] a staff language must be one the app speaks', () => {
    expect(v.parse(languageArgs, { language: 'hi' })).toEqual({ language: 'hi' });
    const bad = v.safeParse(languageArgs, { language: 'xx' });
    expect(bad.issues?.[0]?.message).toBe('Please choose a supported language!');
  });
});
