export * from './line-tax.ts';
