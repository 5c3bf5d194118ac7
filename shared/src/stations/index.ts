export * from './all-day.ts';
export * from './expo.ts';
export * from './routing.ts';
export * from './ticket-age.ts';
