export * from './menu.ts';
export * from './menu-filter.ts';
export * from './unit-price.ts';
