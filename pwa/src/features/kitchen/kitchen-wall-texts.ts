/**
 * Texts of the kitchen display's wall-tablet parts (Tavola, ADR 0056): all-day panel, ticket bump, bump bar;
 * read from the current language's catalog (I18N1).
 */
import { t } from '../../i18n/i18n.ts';

export const KITCHEN_WALL_TEXTS = {
  get allDay() {
    return t('kitchen.allDay');
  },
  get allDayEmpty() {
    return t('kitchen.allDayEmpty');
  },
  count: (title: string, variant: string | null, count: number) =>
    `${variant ? `${title} (${variant})` : title} × ${count}`,
  bumpTicket: (token: string, step: string) => t('kitchen.bumpTicket', { step, token }),
  get enableSound() {
    return t('kitchen.enableSound');
  },
  get bumpBar() {
    return t('kitchen.bumpBar');
  },
  get bumpBarLegend() {
    return t('kitchen.bumpBarLegend');
  },
} as const;
