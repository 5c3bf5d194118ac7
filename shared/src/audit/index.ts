export * from './audit-log.ts';
export * from './shift-figures.ts';
