export * from './account-state.ts';
export * from './device-name.ts';
export * from './devices.ts';
export * from './permissions.ts';
export * from './read-scopes.ts';
export * from './scopes.ts';
