export * from './apply.ts';
export * from './diner-protocol.ts';
export * from './mutator.ts';
export * from './mutators/index.ts';
export * from './protocol.ts';
export * from './rows.ts';
