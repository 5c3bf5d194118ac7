import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css.ts';
import { FIRST_PAINT_CLASSES, firstPaintHtml } from './diner-first-paint-html.ts';

const used = new Set(['card', 'title']);

describe("the first screen's inlined CSS (DIN-FP2)", () => {
  it('[DIN-FP2] keeps the rules of elements and of the given classes only, lists filtered', () => {
    expect(criticalCss(':root{--a:1}*,:before{box-sizing:border-box}h1{margin:0}', used)).toBe(
      ':root{--a:1}*,:before{box-sizing:border-box}h1{margin:0}',
    );
    expect(criticalCss('.card{a:1}.cart{b:2}.card .title,.dialog .title{c:3}', used)).toBe(
      '.card{a:1}.card .title{c:3}',
    );
    expect(criticalCss('.card[aria-current=true],.cart:hover{d:4}', used)).toBe(
      '.card[aria-current=true]{d:4}',
    );
    // a comma inside :is() does not split the list
    expect(criticalCss(':is(.card,.title) p,.x{e:5}', used)).toBe(':is(.card,.title) p{e:5}');
  });

  it('[DIN-FP2] filters inside @media and @supports, keeps other at-rules, skips braces in strings', () => {
    expect(criticalCss('@media (width>=600px){.card{a:1}.cart{b:2}}@media print{.cart{c:3}}', used)).toBe(
      '@media (width>=600px){.card{a:1}}',
    );
    expect(criticalCss('@keyframes spin{to{rotate:1turn}}', used)).toBe('@keyframes spin{to{rotate:1turn}}');
    expect(criticalCss('.card:after{content:"}{"}.cart{b:2}', used)).toBe('.card:after{content:"}{"}');
  });

  it('[DIN-FP2] every class the first screen uses is in its list', () => {
    const item = { title: 'Dal', titleLocal: 'दाल', price: 100, fromPrice: false, soldOut: false };
    const { body } = firstPaintHtml({
      storeName: 'Roma',
      imageUrl: null,
      currency: 'INR',
      tableTitle: 'T1',
      chips: ['Mains', 'More'],
      section: {
        title: 'Mains',
        items: [
          { ...item, imageUrl: '/api/v1/images/x' },
          { ...item, imageUrl: null, soldOut: true },
        ],
      },
    });
    const classes = [...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
    expect(classes.filter((c) => !FIRST_PAINT_CLASSES.has(c))).toEqual([]);
  });
});
