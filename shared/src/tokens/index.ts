export * from './leases.ts';
export * from './token-format.ts';
export * from './token-state.ts';
