/** @tavola/shared: the domain core used by the PWA and the sync server. Pure TypeScript, no DOM, no Node. */
export * from './auth/index.ts';
export * from './errors/index.ts';
export * from './validation/index.ts';
