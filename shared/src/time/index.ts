export * from './business-day.ts';
export * from './calendar-date.ts';
export * from './presets.ts';
export * from './zone.ts';
