export * from './menu-code.ts';
export * from './public-config.ts';
export * from './superadmin-answers.ts';
export * from './web-manifest.ts';
