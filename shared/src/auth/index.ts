export * from './permissions.ts';
export * from './scopes.ts';
