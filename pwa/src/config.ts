/** Deployment constants shown to users. Change them here, nowhere else. */
export const SUPPORT_EMAIL = 'support@tavola.app';

/** The platform operator's contact shown on the inactive-account screen (/dashboard/inactive-subscription). */
export const ADMIN_CONTACT = {
  name: 'Tavola Support',
  phone: '+1 555 010 0100',
  email: SUPPORT_EMAIL,
} as const;

/** Hours within which support promises a reply (the spec's support promise). */
export const SUPPORT_REPLY_HOURS = 24;
