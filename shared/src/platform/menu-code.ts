/** MENU1: a store's menu link code (`/qrmenu/<code>`): readable, from the business name, unique with a suffix. */

export const MENU_CODE_MAX = 40;
export const MENU_CODE_SUFFIX_LENGTH = 4;

/** The business name as a link segment: lower-case ASCII letters and digits joined by single dashes. */
export function menuCodeSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MENU_CODE_MAX)
    .replace(/-+$/, '');
  return slug || 'store';
}

/** The slug with a short suffix, for a name another store already has ('cafe-marigold-x7k2'). */
export const menuCodeWithSuffix = (slug: string, suffix: string): string =>
  `${slug.slice(0, MENU_CODE_MAX - MENU_CODE_SUFFIX_LENGTH - 1).replace(/-+$/, '')}-${suffix}`;
