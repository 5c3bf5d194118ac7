/**
 * DIN-FP2 (ADR 0075): the rules of a stylesheet that can style markup using only the given classes: rules of
 * element, `:root` or attribute selectors, and those whose every class is given (a selector list keeps its
 * matching selectors); `@media`/`@supports` filtered inside, other at-rules kept. The first screen inlines these
 * only (the app's and diner's whole CSS is ~6 KB compressed, these ~2 KB: ~90 ms on Slow 3G); the whole
 * stylesheets still load from the end of the body. Built CSS only (Vite's minified output): no comments expected.
 */

/** The index just past the block opening at `open` (`{`), skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close < 0 ? css.length : close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The selectors of a list, split at its top-level commas (not those inside `:is(...)` or `[...]`). */
function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const keep = (selector: string) => [...selector.matchAll(CLASS)].every((m) => classes.has(m[1] ?? ''));
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // a statement at-rule (`@import ...;`, `@charset ...;`) before the next block
    if (semicolon >= 0 && (open < 0 || semicolon < open) && css.slice(i, semicolon).trim().startsWith('@')) {
      out += `${css.slice(i, semicolon + 1).trim()}`;
      i = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, end - 1);
    if (/^@(media|supports)\b/.test(prelude)) {
      const inner = criticalCss(body, classes);
      if (inner !== '') out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = selectorsOf(prelude).filter(keep);
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = end;
  }
  return out;
}
