export * from './invoice-wire.ts';
export * from './sales.ts';
