/**
 * What the diner's phone keeps (DIN2): a random customer id, the
 * capabilities of the orders placed here, the cart, the queued orders and the last menu answer, all in
 * localStorage so the diner bundle needs no database library (ADR 0013).
 */
import { uuidv4 } from '../../db/ids.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

const PREFIX = 'tavola.diner';
export const DINER_KEYS = {
  dinerId: `${PREFIX}.id`,
  orders: `${PREFIX}.orders`,
  cart: (qrcode: string) => `${PREFIX}.cart.${qrcode}`,
  outbox: `${PREFIX}.outbox`,
  menu: (qrcode: string) => `${PREFIX}.menu.${qrcode}`,
  delivery: (qrcode: string) => `${PREFIX}.delivery.${qrcode}`,
} as const;

/** The browser-generated customer id, made once per phone. */
export function dinerId(): string {
  const saved = readStorage('local', DINER_KEYS.dinerId);
  if (saved) return saved;
  const id = uuidv4();
  writeStorage('local', DINER_KEYS.dinerId, id);
  return id;
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readStorage('local', key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeStorage('local', key, value === null ? null : JSON.stringify(value));
}
