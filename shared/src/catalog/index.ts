export * from './menu.ts';
export * from './unit-price.ts';
