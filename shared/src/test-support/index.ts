export * from './builders.ts';
export * from './validation.ts';
