export * from './mutator.ts';
export * from './protocol.ts';
