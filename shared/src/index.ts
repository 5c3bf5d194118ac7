/** @tavola/shared: the domain core used by the PWA and the sync server. Pure TypeScript, no DOM, no Node. */
export * from './auth/index.ts';
export * from './catalog/index.ts';
export * from './currencies/index.ts';
export * from './errors/index.ts';
export * from './fees/index.ts';
export * from './money/index.ts';
export * from './orders/index.ts';
export * from './page-title.ts';
export * from './plans/index.ts';
export * from './platform/index.ts';
export * from './sales/index.ts';
export * from './sync/index.ts';
export * from './tax/index.ts';
export * from './time/index.ts';
export * from './tokens/index.ts';
export * from './validation/index.ts';
