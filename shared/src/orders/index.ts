export * from './cart.ts';
export * from './cart-lines.ts';
export * from './diner-limits.ts';
export * from './kitchen-orders.ts';
export * from './limits.ts';
export * from './order-groups.ts';
export * from './order-state.ts';
