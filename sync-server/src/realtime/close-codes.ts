/** WebSocket close codes the realtime socket uses (SS22-SS23; RFC 6455 section 7.4; 4000-4999 are the application's own). */
export const CLOSE = {
  /** The server is shutting down: reconnect with backoff. */
  goingAway: 1001,
  /** A frame that is not a known client message (binary, not JSON, unknown type). */
  policy: 1008,
  /** A frame larger than the server accepts (sent by ws itself, from maxPayload). */
  tooBig: 1009,
  /** The socket fell too far behind (backpressure): reconnect and pull. */
  tryAgainLater: 1013,
  /** The session was signed out or revoked: do not reconnect before signing in again. */
  sessionEnded: 4001,
  /** The tenant is inactive or awaiting approval. */
  tenantInactive: 4002,
} as const;
export type CloseCode = (typeof CLOSE)[keyof typeof CLOSE];
