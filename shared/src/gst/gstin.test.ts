import { describe, expect, it } from 'vitest';
import { gstStateName } from './gst-states.ts';
import {
  checkGstin,
  GSTIN_MESSAGES,
  gstinCheckChar,
  gstinStateCode,
  isValidFssai,
  isValidGstin,
} from './gstin.ts';

// Published GSTINs whose check characters are known (GST portal examples and public registrations).
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'];
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  it.each(VALID)('[GST1] %s is valid, its state from the first two digits', (g) => {
    expect(checkGstin(g)).toEqual({ ok: true, gstin: g, stateCode: g.slice(0, 2), pan: g.slice(2, 12) });
    expect(gstStateName(gstinStateCode(g)!)).toBeTruthy();
  });

  it('[GST1] reads lower case and spaces as the same GSTIN', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
  });

  it.each(VALID)('[GST1] every other check character of %s is refused as wrong', (g) => {
    for (const c of CHARS) {
      if (c === g[14]) continue;
      expect(checkGstin(g.slice(0, 14) + c)).toEqual({ ok: false, message: GSTIN_MESSAGES.check });
    }
  });

  it('[GST1] a changed character in the body makes the check character wrong (single substitutions)', () => {
    const g = VALID[0]!;
    let caught = 0;
    for (let i = 7; i < 11; i++) {
      for (const d of '0123456789') {
        if (d === g[i]) continue;
        const bad = g.slice(0, i) + d + g.slice(i + 1);
        expect(isValidGstin(bad)).toBe(gstinCheckChar(bad.slice(0, 14)) === bad[14]);
        if (!isValidGstin(bad)) caught++;
      }
    }
    expect(caught).toBe(36); // every single-digit change of the PAN's digits is caught
  });

  it.each([
    ['27AAPFU0939F1Z', GSTIN_MESSAGES.shape],
    ['27AAPFU0939F1YV', GSTIN_MESSAGES.shape],
    ['2XAAPFU0939F1ZV', GSTIN_MESSAGES.shape],
    ['27AAPF10939F1ZV', GSTIN_MESSAGES.shape],
    ['27AAPFU0939F0ZV', GSTIN_MESSAGES.shape],
    ['55AAPFU0939F1ZV', GSTIN_MESSAGES.state],
  ])('[GST1] refuses %s: %s', (g, message) => {
    expect(checkGstin(g)).toEqual({ ok: false, message });
  });

  it('[GST1] an FSSAI licence number is 14 digits', () => {
    expect(isValidFssai('10020042007183')).toBe(true);
    expect(isValidFssai('1002004200718')).toBe(false);
    expect(isValidFssai('1002004200718A')).toBe(false);
  });
});
