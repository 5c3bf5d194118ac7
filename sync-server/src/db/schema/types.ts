// Shapes of JSON columns, shared by both dialects' tables.

/** An addon as it was when the line was rung up. */
export interface OrderItemAddonSnapshot {
  id: string;
  title: string;
  price: number;
}
