export * from './approval.ts';
export * from './pin-attempts.ts';
export * from './pin-key.ts';
export { fromHex, hmacSha256, sha256, toHex } from './sha256.ts';
