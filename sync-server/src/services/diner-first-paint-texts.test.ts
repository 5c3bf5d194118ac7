/** DIN-FP5: the first screen's texts come from the app's catalogs, for every language the app speaks. */
import { LANGUAGES } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from '../plugins/diner-first-paint-html.ts';
import { CATALOGS, FIRST_PAINT_KEYS, firstPaintTexts } from './diner-first-paint-texts.ts';

describe('the first screen’s texts (DIN-FP5)', () => {
  it('[DIN-FP5] every language the app speaks has its catalog, and English every key', () => {
    for (const { code } of LANGUAGES) expect(CATALOGS[code], code).toBeDefined();
    for (const key of FIRST_PAINT_KEYS) expect(CATALOGS.en[key], key).toBeTruthy();
  });

  it('[DIN-FP5] the messages need no ICU formatter: only {name} placeholders', () => {
    for (const { code } of LANGUAGES)
      for (const key of FIRST_PAINT_KEYS) {
        const message = CATALOGS[code][key] ?? '';
        expect(message.replaceAll(/\{\w+\}/g, ''), `${code} ${key}`).not.toMatch(/[{}]/);
      }
  });

  it('[DIN-FP5] Hindi texts, placeholders filled; a missing key falls back to English', () => {
    const hi = firstPaintTexts('hi');
    expect(hi.languageName).toBe('हिन्दी');
    expect(hi.text('diner.table', { title: 'T1' })).toBe('टेबल T1');
    expect(hi.text('diner.fromPrice', { price: '₹7.00' })).toBe('₹7.00 से शुरू');
    expect(firstPaintTexts('en').text('diner.add')).toBe('Add');
  });

  it('[DIN-FP5] the first screen in Hindi: every text of the app’s, the spec’s English kept', () => {
    const { body, language } = firstPaintHtml(
      {
        storeName: 'Roma',
        imageUrl: null,
        currency: 'INR',
        tableTitle: null,
        chips: ['Breads', 'More'],
        section: {
          title: 'Breads',
          items: [
            { title: 'Naan', titleLocal: 'नान', price: 700, fromPrice: true, imageUrl: null, soldOut: false },
            {
              title: 'Kulcha',
              titleLocal: null,
              price: 900,
              fromPrice: false,
              imageUrl: null,
              soldOut: true,
            },
          ],
        },
      },
      firstPaintTexts('hi'),
    );
    expect(language).toBe('hi');
    for (const text of ['अपने फ़ोन से ऑर्डर करें', 'व्यंजन खोजें', 'श्रेणियाँ', '₹7.00 से शुरू', 'जोड़ें', 'ख़त्म'])
      expect(body).toContain(text);
    for (const text of ['Order from your phone', 'Search dishes', '>Add<', 'Sold out', 'from ₹'])
      expect(body).not.toContain(text);
    expect(body).toContain('More'); // the app's own section name (item-list.tsx OTHER), English there too
  });
});
