export * from './cheapest-variant.ts';
export * from './menu.ts';
export * from './menu-card.ts';
export * from './menu-filter.ts';
export * from './unit-price.ts';
