/**
 * GST1: a GSTIN is 15 characters: a 2-digit state code, the holder's PAN (AAAAA9999A), an entity code (1-9, A-Z),
 * 'Z', and a check character: the GSTN's Luhn mod 36 over the first 14 (weights 1, 2, 1, 2 … from the left,
 * each product folded as quotient + remainder by 36, check = (36 − sum mod 36) mod 36).
 */
import { GST_STATES } from './gst-states.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export const GSTIN_MESSAGES = {
  shape: 'GSTIN must be 15 characters: state code, PAN, entity code, Z and a check character',
  state: 'GSTIN state code is not a GST state',
  check: 'GSTIN check character is wrong',
} as const;

/** GST1: the check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck =
  | { readonly ok: true; readonly gstin: string; readonly stateCode: string; readonly pan: string }
  | { readonly ok: false; readonly message: string };

/** GST1: reads a GSTIN (spaces trimmed, upper-cased), or says what is wrong with it. */
export function checkGstin(text: string): GstinCheck {
  const gstin = text.trim().toUpperCase();
  const m = SHAPE.exec(gstin);
  if (!m) return { ok: false, message: GSTIN_MESSAGES.shape };
  const stateCode = m[1]!;
  if (!GST_STATES[stateCode]) return { ok: false, message: GSTIN_MESSAGES.state };
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, message: GSTIN_MESSAGES.check };
  return { ok: true, gstin, stateCode, pan: m[2]! };
}

export const isValidGstin = (text: string): boolean => checkGstin(text).ok;

/** GST1: the state code of a GSTIN (its first two digits), or null when it has none. */
export const gstinStateCode = (gstin: string | null | undefined): string | null => {
  const code = gstin?.trim().slice(0, 2) ?? '';
  return /^\d{2}$/.test(code) ? code : null;
};

/** GST1: an FSSAI licence number is 14 digits. */
export const isValidFssai = (text: string): boolean => /^\d{14}$/.test(text.trim());
