// Shapes of JSON columns, shared by both dialects' tables.

/** An addon as it was when the line was rung up. */
export interface OrderItemAddonSnapshot {
  id: string;
  title: string;
  price: number;
}

/** SPLIT6: an equal split being paid share by share (`orders.shares`; the type is the core's). */
export type { EqualSplitState } from '@tavola/shared';
