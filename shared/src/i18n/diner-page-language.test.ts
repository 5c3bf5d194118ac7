import { describe, expect, it } from 'vitest';
import { acceptedLanguages, dinerPageLanguage } from './diner-page-language.ts';

describe('the diner page’s language (DIN-FP5)', () => {
  it('[DIN-FP5] the diner’s choice (cookie) first, among other cookies', () => {
    expect(
      dinerPageLanguage({ cookie: 'sid=x; tavola_diner_language=hi; b=2', 'accept-language': 'en' }),
    ).toBe('hi');
    expect(dinerPageLanguage({ cookie: 'tavola_diner_language=en', 'accept-language': 'hi-IN' })).toBe('en');
    expect(dinerPageLanguage({ cookie: 'xtavola_diner_language=hi' })).toBe('en');
  });

  it('[DIN-FP5] else the browser’s languages by preference (q), else English', () => {
    expect(
      dinerPageLanguage({ cookie: 'tavola_diner_language=xx', 'accept-language': 'hi-IN,en;q=0.9' }),
    ).toBe('hi');
    expect(dinerPageLanguage({ 'accept-language': 'en;q=0.5, hi;q=0.8' })).toBe('hi');
    expect(dinerPageLanguage({ 'accept-language': 'fr-FR, de;q=0.9' })).toBe('en');
    expect(dinerPageLanguage({ 'accept-language': 'hi;q=0, en' })).toBe('en');
    expect(dinerPageLanguage({})).toBe('en');
  });

  it('[DIN-FP5] Accept-Language read as the browser sends it', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,hi;q=0.95,*;q=0.1')).toEqual(['de-DE', 'hi', 'de']);
    expect(acceptedLanguages(' en-US , en ; q=0.7 ')).toEqual(['en-US', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
