export * from './diner-page-language.ts';
export * from './languages.ts';
