/** Deployment constants shown to users. Support contacts are the server's configuration (lib/public-config.ts). */

/** Hours within which support promises a reply (the spec's support promise). */
export const SUPPORT_REPLY_HOURS = 24;
