/** Error codes carried on the wire, with the spec's fallback texts for the UI (its error catalogues). */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  subscriptionInactive: 'SUBSCRIPTION_INACTIVE',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  badOrigin: 'BAD_ORIGIN',
  internal: 'INTERNAL',
  /** The diner menu of a store that has it off, or is inactive. */
  menuNotAvailable: 'MENU_NOT_AVAILABLE',
  /** A diner's online payment refused or not verified. */
  paymentFailed: 'PAYMENT_FAILED',
  /** The payment provider could not be reached. */
  paymentError: 'PAYMENT_ERROR',
  /** No live provider takes this payment: none is configured, or a demo payment outside demo mode (ADR 0042). */
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
  /** A diner order names an item staff marked sold out (CARD6). */
  soldOut: 'SOLD_OUT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Fallback texts shown when the server gives no message. */
export const FALLBACK = {
  generic: 'Something went wrong!',
  tryLater: 'Something went wrong! Try later!',
  login: 'Something went wrong!',
  signout: 'Something went wrong! Try later!',
  register: "We're getting issues while processing the request, try later!",
  passwordReset: 'Error processing your request, Please try later!',
  cancelSubscription:
    'Oops! We got issues while processing your request! Please try after sometime! Or contact customer support!',
  subscriptionLoad: 'Error loading the subscription details! Try later!',
  dashboardLoad: 'Error Loading Dashboard Data, Please try later!',
  devicesLoad: 'Error loading devices, Please try later!',
  usersLoad: 'Error Loading details! Please try later!',
  reportsLoad: 'Error Loading Reports Data, Please try later!',
  settingsLoad: 'Error loading data, Try Later!',
  menuItemLoad: 'Error loading details! Please Try Later!',
  imageChange: "We're getting issue while processing your request, Please try later!",
  mapInit: 'Failed to initialize map.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentHandler: 'Error processing payment. Please try again.',
  superadminDashboardLoad: 'Error loading dashboard, Please try later...',
  tenantListLoad: 'Error loading Tenants Data! Please try later!',
  csvExport: 'Failed to export Data. Please try again.',
  subscriptionHistoryLoad: "We're getting issue while fetching data! Please try later!",
  ordersLoad: 'Error loading orders! Please try later!',
  detailsLoad: 'Error loading details! Please try later!',
  getDetails: 'Error getting details! please try later!',
  noResult: 'No result found!',
} as const;

/** Texts of the spec used in more than one place. */
export const TEXTS = {
  noAccess: "Oops! You don't have access to this area! Relogin to check again.",
  awaitingApproval: 'Your account is yet to get approved',
  noActiveAccount: "You don't have any active account!",
  success: 'Success!',
  paymentCancelled: 'Payment Cancelled/Failed, you can try again!',
  pleaseWait: 'Please wait...',
  unexpectedError: 'Unexpected Application Error',
  confirmIrreversible: 'Are you sure! This process is irreversible!',
  confirmRemoveDevice: 'Are you sure! This device will be logged out!',
  confirmCancelSubscription:
    'Are you sure? This will immediately cancel your subscription, and you will lose out access to the product.',
  thisDevice: 'This Device',
} as const;

/** The session refresh limit and the toasts' durations and sizes. */
export const LIMITS = {
  refreshLimit: 3,
  toast: { blank: 4000, error: 4000, custom: 4000, success: 2000, maxVisible: 20, maxWidthPx: 350 },
} as const;
