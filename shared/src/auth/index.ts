export * from './device-name.ts';
export * from './permissions.ts';
export * from './read-scopes.ts';
export * from './scopes.ts';
