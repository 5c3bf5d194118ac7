import { describe, expect, it } from 'vitest';
import { MENU_CODE_MAX, menuCodeSlug, menuCodeWithSuffix } from './menu-code.ts';

describe('menu link codes', () => {
  it('[MENU1] a readable code from the business name: lower case, dashes, no accents or symbols', () => {
    expect(menuCodeSlug('Café Marigold & Co.')).toBe('cafe-marigold-and-co');
    expect(menuCodeSlug("  Raju's  Dhaba!! ")).toBe('raju-s-dhaba');
    expect(menuCodeSlug('北京')).toBe('store');
    expect(menuCodeSlug('x'.repeat(80))).toHaveLength(MENU_CODE_MAX);
  });

  it('[MENU1] a taken code gets a short suffix and stays within the length', () => {
    expect(menuCodeWithSuffix('cafe-marigold', 'x7k2')).toBe('cafe-marigold-x7k2');
    expect(menuCodeWithSuffix('a'.repeat(40), 'x7k2')).toHaveLength(MENU_CODE_MAX);
  });
});
