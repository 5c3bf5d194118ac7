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
  /** FEE7: the View Cart bar's amount is the till's; the diner's fees come on top. */
  plusFees: '+ fees',
  /** DIN7: the link's table was deleted: the order would go without one. */
  tableGone:
    'This table is no longer in the store. Orders from this link are placed without a table: tell the staff where you sit.',
  /** DIN8: the order's token lives on the phone that placed it. */
  orderElsewhere: 'This order was placed from another phone. Open the link on that phone to see its status.',
  billingCounter: 'Billing Counter',
  menuLinkCopied: 'Menu Link Copied!',
  copied: 'Copied to clipboard!',
  locationSaved: DINER_MESSAGES.locationSaved,
  tokenNo: 'Token No.',
  // Tavola (WHO1): the short reference the cashier searches by
  reference: 'Your reference',
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
