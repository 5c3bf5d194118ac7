// Every PostgreSQL table of the product. drizzle-kit generates drizzle/pg from this module, and it is
// `database.t` at runtime on PostgreSQL: keep it to table exports, mirrored by ../sqlite/index.ts.
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
