/**
 * STN1: which station (Kitchen, Bar, Desserts…) cooks a menu item: the item's own station where set, else its
 * category's, else none (an unrouted line belongs to every screen and kitchen printer that shows "all stations").
 * The order line keeps the station it was rung up with (`orderItems.stationId`), so moving a category later does
 * not reroute tickets already sent. One rule for the kitchen screens, the expo, the printers and the reports.
 */
export type StationRouted = { readonly stationId?: string | null };
export type RoutedItem = StationRouted & { readonly categoryId: string | null };

export const stationIdForItem = (
  item: RoutedItem,
  categoriesById: Readonly<Record<string, StationRouted | undefined>>,
): string | null =>
  item.stationId ?? (item.categoryId ? (categoriesById[item.categoryId]?.stationId ?? null) : null);

/** A screen or printer set to `stationIds` (empty: all stations) takes a line of `lineStationId`. */
export const stationTakesLine = (
  stationIds: readonly string[],
  lineStationId: string | null | undefined,
): boolean => stationIds.length === 0 || (lineStationId != null && stationIds.includes(lineStationId));
