export * from './apply.ts';
export * from './diner-protocol.ts';
export * from './mutator.ts';
export * from './mutators/index.ts';
export * from './protocol.ts';
export * from './read-grant.ts';
export * from './restore.ts';
export * from './rows.ts';
