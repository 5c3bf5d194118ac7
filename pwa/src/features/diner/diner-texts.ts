/**
 * The diner menu's texts: the spec's (document 3 sections 2 and 8) and Tavola's own where the spec shows
 * none (queued orders, ADR 0013).
 */
export const DINER_TEXTS = {
  pleaseWait: 'Please wait...',
  brokenLink: 'Broken Link!',
  menuNotAvailable: 'Menu Not Available!',
  viewCart: 'View Cart',
  billingCounter: 'Billing Counter',
  menuLinkCopied: 'Menu Link Copied!',
  copied: 'Copied to clipboard!',
  locationSaved: 'Location saved successfully',
  tokenNo: 'Token No.',
  viewOrder: 'View Order',
  waitingForStore: 'Waiting for store to accept your order...',
  onlineFailed: 'Online Transaction failed, Please proceed to the payment counter',
  offlineNoMenu: 'No signal. Connect to the internet to see the menu.',
  queued: 'No signal: your order is saved on this phone and will be sent when you are back online.',
  queuedShort: 'Waiting for signal: will be sent when online',
  sentLater: 'Your saved order was sent to the store.',
  onlineNeedsSignal:
    'No signal: online payment needs a connection. Try again, or pay at the Billing Counter.',
} as const;
