export * from './denominations.ts';
export * from './report-document.ts';
export * from './shift-cash.ts';
export * from './shift-report.ts';
export * from './takings.ts';
