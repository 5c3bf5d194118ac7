/** TOK5: the two printed forms of a daily token: a leased number ('17') or the offline form ('B-3'). */

export type ParsedToken =
  | { readonly kind: 'leased'; readonly n: number }
  | { readonly kind: 'offline'; readonly deviceCode: string; readonly n: number };

const LEASED = /^[1-9]\d{0,8}$/;
const OFFLINE = /^([A-Za-z]{1,4})-([1-9]\d{0,8})$/;

/** A positive number without leading zeros, or `${deviceCode}-${n}`; anything else is null. */
export function parseToken(tokenNo: string): ParsedToken | null {
  if (LEASED.test(tokenNo)) return { kind: 'leased', n: Number(tokenNo) };
  const m = OFFLINE.exec(tokenNo);
  if (!m?.[1] || !m[2]) return null;
  return { kind: 'offline', deviceCode: m[1], n: Number(m[2]) };
}

export const offlineToken = (deviceCode: string, n: number): string => `${deviceCode}-${n}`;
