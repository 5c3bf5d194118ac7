/**
 * DIN-FP1, DIN-FP2 (ADR 0075): the menu's first screen as HTML, in the menu screen's own markup and classes
 * (pwa features/diner: diner-menu-screen.tsx, item-card.tsx), so it paints with the page and nothing moves much
 * when the app takes over. It sits before the app's mount point; the menu screen removes it once it shows the
 * menu (or a message). Texts in the diner's language (DIN-FP5, from the app's catalogs; the spec's own texts stay
 * English); photos with their box reserved, lazy after the first two.
 */
import { formatMoney, LANGUAGES } from '@tavola/shared';
import type { FirstPaint, FirstPaintItem } from '../services/diner-first-paint.ts';
import { type FirstPaintTexts, firstPaintTexts } from '../services/diner-first-paint-texts.ts';

/** The element's id: the menu screen removes it (pwa diner-menu-screen.tsx FIRST_PAINT_ID). */
export const FIRST_PAINT_ID = 'diner-first-paint';

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Every class the first screen uses: its inlined CSS is the rules for these (critical-css.ts). */
export const FIRST_PAINT_CLASSES: ReadonlySet<string> = new Set([
  'diner',
  'diner-header',
  'diner-brand',
  'diner-logo',
  'diner-logo-letter',
  'diner-store-name',
  'diner-store-sub',
  'diner-icon-btn',
  'diner-language',
  'diner-toolbar',
  'diner-search',
  'diner-chips',
  'diner-chip',
  'diner-main',
  'diner-sections',
  'diner-section',
  'diner-section-title',
  'diner-items',
  'diner-item',
  'diner-item-photo',
  'diner-item-plain',
  'diner-item-soldout',
  'diner-item-hero',
  'diner-item-body',
  'diner-item-text',
  'diner-item-title',
  'diner-item-local',
  'diner-item-price',
  'diner-add',
  'diner-sold-out',
  'diner-placeholder',
]);

/** The app's controls, drawn but out of reach until the app takes over (no script: they do nothing). */
const INERT = 'tabindex="-1" aria-hidden="true"';

/** A photo card's image box (item-card's 16:9 hero), so the page does not move as photos arrive. */
const HERO = 'width="640" height="360"';

/** Photos on the phone's first screen: fetched at once and first, not when layout finds them. */
const EAGER_PHOTOS = 2;

function card(item: FirstPaintItem, currency: string | null, index: number, texts: FirstPaintTexts): string {
  const price = formatMoney(item.price, currency);
  const classes = ['diner-item', item.imageUrl ? 'diner-item-photo' : 'diner-item-plain'];
  if (item.soldOut) classes.push('diner-item-soldout');
  const photo = item.imageUrl
    ? `<img class="diner-item-hero" src="${escapeHtml(item.imageUrl)}" alt="" ${HERO} ${index < EAGER_PHOTOS ? 'fetchpriority="high"' : 'loading="lazy"'} decoding="async">`
    : '';
  const local = item.titleLocal ? `<p class="diner-item-local">${escapeHtml(item.titleLocal)}</p>` : '';
  const side = item.soldOut
    ? `<span class="diner-sold-out">${escapeHtml(texts.text('diner.soldOut'))}</span>`
    : `<button type="button" class="diner-add" ${INERT}>${escapeHtml(texts.text('diner.add'))}</button>`;
  return (
    `<li class="${classes.join(' ')}" data-first-paint-item>${photo}<div class="diner-item-body">` +
    `<div class="diner-item-text"><h3 class="diner-item-title">${escapeHtml(item.title)}</h3>${local}` +
    `<p class="diner-item-price">${escapeHtml(item.fromPrice ? texts.text('diner.fromPrice', { price }) : price)}</p></div>${side}</div></li>`
  );
}

/** The first screen's HTML: `body` before the app's mount point, `head` first in the head; `language` the page's. */
export type FirstScreen = { head: string; body: string; language: string };

/** The language switch as the app draws it (every language, the diner's selected), so it is as wide. */
const languageSwitch = (texts: FirstPaintTexts) =>
  `<select class="diner-language" ${INERT}>${LANGUAGES.map(
    (l) =>
      `<option lang="${l.code}"${l.code === texts.language ? ' selected' : ''}>${escapeHtml(l.name)}</option>`,
  ).join('')}</select>`;

/**
 * The first screen: header with the store's name, search box and chips (inert), the first section's items; in the
 * head, preloads of its first photos ahead of the app's ~30 scripts (6 connections a host on HTTP/1.1, 2 s each
 * on Slow 3G: found in the body, they waited for the scripts).
 */
export function firstPaintHtml(fp: FirstPaint, texts: FirstPaintTexts = firstPaintTexts('en')): FirstScreen {
  const name = escapeHtml(fp.storeName);
  const logo = fp.imageUrl
    ? `<img class="diner-logo" src="${escapeHtml(fp.imageUrl)}" alt="">`
    : `<span class="diner-logo diner-logo-letter" aria-hidden="true">${escapeHtml(fp.storeName.slice(0, 1))}</span>`;
  const sub = escapeHtml(
    fp.tableTitle ? texts.text('diner.table', { title: fp.tableTitle }) : texts.text('diner.orderFromPhone'),
  );
  const chips =
    fp.chips.length < 2
      ? ''
      : `<nav class="diner-chips" aria-label="${escapeHtml(texts.text('diner.categories'))}">${fp.chips
          .map(
            (c, i) =>
              `<button type="button" class="diner-chip" ${INERT}${i === 0 ? ' aria-current="true"' : ''}>${escapeHtml(c)}</button>`,
          )
          .join('')}</nav>`;
  const section = fp.section
    ? `<section class="diner-section" aria-label="${escapeHtml(fp.section.title)}">` +
      `<h2 class="diner-section-title">${escapeHtml(fp.section.title)}</h2><ul class="diner-items">` +
      `${fp.section.items.map((item, i) => card(item, fp.currency, i, texts)).join('')}</ul></section>`
    : '';
  const head = (fp.section?.items ?? [])
    .slice(0, EAGER_PHOTOS)
    .flatMap((i) => (i.imageUrl ? [i.imageUrl] : []))
    .map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`)
    .join('');
  const body =
    `<div id="${FIRST_PAINT_ID}" class="diner" aria-busy="true">` +
    `<header class="diner-header"><div class="diner-brand">${logo}<div><h1 class="diner-store-name">${name}</h1>` +
    `<p class="diner-store-sub">${sub}</p></div></div>` +
    // the details button and language switch, inert, so the name wraps as it will
    `<button type="button" class="diner-icon-btn" ${INERT}>i</button>` +
    `${languageSwitch(texts)}</header>` +
    `<div class="diner-toolbar"><input type="search" class="diner-search" placeholder="${escapeHtml(texts.text('diner.searchDishes'))}" aria-label="${escapeHtml(texts.text('diner.search'))}" disabled>${chips}</div>` +
    `<main class="diner-main"><div class="diner-sections">${section}</div></main></div>`;
  return { head, body, language: texts.language };
}

/**
 * While the first screen shows, the app's 'Please wait...' under it stays hidden (the menu screen removes the
 * first screen before it shows anything else).
 */
export const FIRST_PAINT_CSS =
  `#${FIRST_PAINT_ID}~#root .diner-placeholder{display:none}` +
  // the photo's width/height reserve its box; its height follows the card's 16:9, as the app's
  `#${FIRST_PAINT_ID} .diner-item-hero{height:auto}`;
