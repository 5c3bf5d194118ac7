/** I18N1: the period presets' names (shared's DATE_PRESET_LABELS / REPORT_PRESET_LABELS are English) in the current language. */
import type { DatePreset } from '@tavola/shared';
import { t } from '../../i18n/i18n.ts';

// literal keys, so extraction finds them
const LABELS: Readonly<Record<DatePreset, () => string>> = {
  today: () => t('reports.preset.today'),
  tomorrow: () => t('reports.preset.tomorrow'),
  yesterday: () => t('reports.preset.yesterday'),
  last_7days: () => t('reports.preset.last7days'),
  this_month: () => t('reports.preset.thisMonth'),
  last_month: () => t('reports.preset.lastMonth'),
  custom: () => t('reports.preset.custom'),
};

/** A date filter's preset name (reservations: 'Custom'). */
export const datePresetLabel = (p: DatePreset): string => LABELS[p]();

/** A reports screen's preset name: the reports call the custom one 'Custom Date Range'. */
export const reportPresetLabel = (p: DatePreset): string =>
  p === 'custom' ? t('reports.preset.customRange') : datePresetLabel(p);
