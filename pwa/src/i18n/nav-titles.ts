/** I18N1: the side navigation's words (shared's NAV_ENTRIES are English) in the current language. */
import type { NavGroup } from '@tavola/shared';
import { t } from './i18n.ts';

// literal keys, so extraction finds them
const TITLES: Readonly<Record<string, () => string>> = {
  home: () => t('nav.home'),
  pos: () => t('nav.pos'),
  shifts: () => t('nav.shifts'),
  orders: () => t('nav.orders'),
  kitchen: () => t('nav.kitchen'),
  reservation: () => t('nav.reservation'),
  customers: () => t('nav.customers'),
  invoices: () => t('nav.invoices'),
  users: () => t('nav.users'),
  reports: () => t('nav.reports'),
  settings: () => t('nav.settings'),
};

/** An entry's title; an entry without a catalog key keeps its English title. */
export const navTitle = (e: { key: string; title: string }): string => TITLES[e.key]?.() ?? e.title;

export const navSubtitle = (e: { key: string; subtitle?: string | undefined }): string | undefined =>
  e.key === 'customers' && e.subtitle ? t('nav.customers.subtitle') : e.subtitle;

export const navGroupTitle = (g: NavGroup): string =>
  g === 'Offerings' ? t('nav.group.offerings') : g === 'Back Office' ? t('nav.group.backOffice') : g;
