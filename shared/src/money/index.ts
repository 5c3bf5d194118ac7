export * from './format.ts';
export * from './money.ts';
export * from './parse.ts';
export * from './rate.ts';
export * from './round-off.ts';
export * from './rounding.ts';
