/** Texts of the kitchen display's wall-tablet parts (Tavola, ADR 0056): all-day panel, ticket bump, bump bar. */
export const KITCHEN_WALL_TEXTS = {
  allDay: 'All day',
  allDayEmpty: 'Nothing open',
  count: (title: string, variant: string | null, count: number) =>
    `${variant ? `${title} (${variant})` : title} × ${count}`,
  bumpTicket: (token: string, step: string) => `${step}: all of Token ${token}`,
  enableSound: 'Tap to enable sound',
  bumpBar: 'Bump-bar keys',
  bumpBarLegend: '1–9 select a ticket · Enter or Space bumps it · Esc clears',
} as const;
