export * from './currencies.ts';
