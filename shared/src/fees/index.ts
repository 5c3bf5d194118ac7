export * from './diner-fees.ts';
