export * from './menu-code.ts';
export * from './public-config.ts';
