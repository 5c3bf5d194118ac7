/**
 * The diner menu's texts: the spec's (its screens and error catalogue) and Tavola's own where the spec shows
 * none (queued orders, ADR 0013). Tavola's own are read from the current language's catalog (I18N1); the spec's
 * shared messages stay English (ADR 0064).
 */
import { DINER_MESSAGES, TEXTS } from '@tavola/shared';
import { t } from '../../i18n/i18n.ts';

export const DINER_TEXTS = {
  pleaseWait: TEXTS.pleaseWait,
  brokenLink: DINER_MESSAGES.brokenLink,
  menuNotAvailable: DINER_MESSAGES.menuNotAvailable,
  get viewCart() {
    return t('diner.viewCart');
  },
  /** FEE7: the View Cart bar's amount is the till's; the diner's fees come on top. */
  get plusFees() {
    return t('diner.plusFees');
  },
  /** DIN7: the link's table was deleted: the order would go without one. */
  get tableGone() {
    return t('diner.tableGone');
  },
  /** DIN8: the order's token lives on the phone that placed it. */
  get orderElsewhere() {
    return t('diner.orderElsewhere');
  },
  get billingCounter() {
    return t('diner.billingCounter');
  },
  get menuLinkCopied() {
    return t('diner.menuLinkCopied');
  },
  get copied() {
    return t('diner.copied');
  },
  locationSaved: DINER_MESSAGES.locationSaved,
  get tokenNo() {
    return t('diner.tokenNo');
  },
  // Tavola (WHO1): the short reference the cashier searches by
  get reference() {
    return t('diner.reference');
  },
  get viewOrder() {
    return t('diner.viewOrder');
  },
  waitingForStore: DINER_MESSAGES.waitingForStore,
  onlineFailed: DINER_MESSAGES.onlineFailed,
  get offlineNoMenu() {
    return t('diner.offlineNoMenu');
  },
  get queued() {
    return t('diner.queued');
  },
  get queuedShort() {
    return t('diner.queuedShort');
  },
  get sentLater() {
    return t('diner.sentLater');
  },
  get onlineNeedsSignal() {
    return t('diner.onlineNeedsSignal');
  },
} as const;
