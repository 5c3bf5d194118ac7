/**
 * The diner menu's texts: the spec's (its screens and error catalogue) and Tavola's own where the spec shows
 * none (queued orders, ADR 0013).
 */
import { DINER_MESSAGES, TEXTS } from '@tavola/shared';

export const DINER_TEXTS = {
  pleaseWait: TEXTS.pleaseWait,
  brokenLink: DINER_MESSAGES.brokenLink,
  menuNotAvailable: DINER_MESSAGES.menuNotAvailable,
  viewCart: 'View Cart',
  billingCounter: 'Billing Counter',
  menuLinkCopied: 'Menu Link Copied!',
  copied: 'Copied to clipboard!',
  locationSaved: DINER_MESSAGES.locationSaved,
  tokenNo: 'Token No.',
  viewOrder: 'View Order',
  waitingForStore: DINER_MESSAGES.waitingForStore,
  onlineFailed: DINER_MESSAGES.onlineFailed,
  offlineNoMenu: 'No signal. Connect to the internet to see the menu.',
  queued: 'No signal: your order is saved on this phone and will be sent when you are back online.',
  queuedShort: 'Waiting for signal: will be sent when online',
  sentLater: 'Your saved order was sent to the store.',
  onlineNeedsSignal:
    'No signal: online payment needs a connection. Try again, or pay at the Billing Counter.',
} as const;
