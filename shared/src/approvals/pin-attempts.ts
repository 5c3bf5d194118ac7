/**
 * APPR6: wrong PINs on a till are rate-limited: after `PIN_FREE_TRIES` wrong PINs in a row the PIN pad locks for
 * `PIN_LOCK_MS`, doubling with each further wrong PIN up to `PIN_LOCK_MAX_MS`; a right PIN clears the count.
 * Pure: the till keeps the state per manager on the device.
 */
export const PIN_FREE_TRIES = 5;
export const PIN_LOCK_MS = 30_000;
export const PIN_LOCK_MAX_MS = 15 * 60_000;

export type PinAttempts = { readonly wrong: number; readonly lockedUntil: number };
export const NO_PIN_ATTEMPTS: PinAttempts = { wrong: 0, lockedUntil: 0 };

/** APPR6: whether a PIN may be tried at `now`; the ms left when not. */
export const pinLockLeft = (state: PinAttempts, now: number): number => Math.max(0, state.lockedUntil - now);

/** APPR6: the state after a PIN was tried at `now`. */
export function afterPinTry(state: PinAttempts, right: boolean, now: number): PinAttempts {
  if (right) return NO_PIN_ATTEMPTS;
  const wrong = state.wrong + 1;
  if (wrong < PIN_FREE_TRIES) return { wrong, lockedUntil: 0 };
  const lock = Math.min(PIN_LOCK_MAX_MS, PIN_LOCK_MS * 2 ** (wrong - PIN_FREE_TRIES));
  return { wrong, lockedUntil: now + lock };
}

export const PIN_LOCKED_MESSAGE = (seconds: number): string =>
  `Too many wrong PINs. Try again in ${seconds} s.`;
