export * from './builders.ts';
export * from './gst-rows.ts';
export * from './sync.ts';
export * from './sync-shop.ts';
export * from './validation.ts';
