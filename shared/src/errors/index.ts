export * from './codes.ts';
