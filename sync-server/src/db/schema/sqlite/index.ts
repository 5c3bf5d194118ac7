// Every SQLite table of the product. drizzle-kit generates drizzle/sqlite from this module, and
// `Tables` (db/index.ts) is its type: keep it to table exports, mirrored by ../pg/index.ts.
export * from './accounts.ts';
export * from './audit.ts';
export * from './bill-operations.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './diner.ts';
export * from './images.ts';
export * from './invoices.ts';
export * from './ops.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './printing.ts';
export * from './reservations.ts';
export * from './sales-summary.ts';
export * from './settings.ts';
export * from './shifts.ts';
export * from './sync.ts';
