export * from './invoice-wire.ts';
export * from './reports-answer.ts';
export * from './sales.ts';
