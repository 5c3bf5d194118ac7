import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aRow, aSyncState } from '../test-support/sync.ts';
import { approvalProof, checkApproval, mayApprove } from './approval.ts';
import {
  afterPinTry,
  NO_PIN_ATTEMPTS,
  PIN_FREE_TRIES,
  PIN_LOCK_MAX_MS,
  PIN_LOCK_MS,
  pinLockLeft,
} from './pin-attempts.ts';
import { derivePinKey, pinField, pinVerifier } from './pin-key.ts';
import { fromHex, hmacSha256, sha256, toHex, utf8 } from './sha256.ts';

describe('approvals', () => {
  it('[APPR3] SHA-256 and HMAC-SHA-256 give the published test vectors (sync-server checks them against Node too)', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(toHex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    // RFC 4231 test cases 1, 2 and 6 (a key longer than a block is hashed first)
    expect(toHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(toHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const long = utf8('Test Using Larger Than Block-Size Key - Hash Key First');
    expect(toHex(hmacSha256(new Uint8Array(131).fill(0xaa), long))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
    expect(toHex(utf8('₹é😀'))).toBe('e282b9c3a9f09f9880');
  });

  it('[APPR1] a PIN is 4 to 6 digits; MANAGER (or admin) approves', () => {
    expect(v.is(pinField, '1234')).toBe(true);
    expect(v.is(pinField, '123456')).toBe(true);
    for (const bad of ['123', '1234567', '12a4', '', ' '])
      expect(v.safeParse(pinField, bad).issues?.[0]?.message).toBe('Please provide a PIN of 4 to 6 digits!');
    expect(mayApprove({ role: 'staff', scope: 'POS,MANAGER' })).toBe(true);
    expect(mayApprove({ role: 'admin', scope: '' })).toBe(true);
    expect(mayApprove({ role: 'staff', scope: 'POS' })).toBe(false);
  });

  it('[APPR2] the PIN key is PBKDF2-HMAC-SHA-256 (RFC 7914 §11 vector); the till holds only its SHA-256', async () => {
    const key = await derivePinKey('passwd', toHex(utf8('salt')), 1);
    expect(key).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
    expect(pinVerifier(key)).toBe(toHex(sha256(fromHex(key) as Uint8Array)));
    expect(pinVerifier(key)).not.toBe(key);
  });

  it('[APPR3] a proof is the HMAC of the key over the action and the row id: one row, one action', () => {
    const key = 'ab'.repeat(32);
    const proof = approvalProof(key, 'shift.pay-out', 'm-1');
    expect(proof).toBe(toHex(hmacSha256(fromHex(key) as Uint8Array, utf8('shift.pay-out\nm-1'))));
    expect(approvalProof(key, 'shift.pay-out', 'm-2')).not.toBe(proof);
    expect(approvalProof(key, 'order.refund', 'm-1')).not.toBe(proof);
  });

  it('[APPR4] the server (holding the key) checks the proof; a till (verifier only) trusts its own PIN check', () => {
    const key = 'cd'.repeat(32);
    const approver = aRow('approvers', { id: 'mgr', name: 'Meera', verifier: pinVerifier(key) });
    const server = aSyncState({
      approvers: [approver],
      approvalKeys: [aRow('approvalKeys', { id: 'mgr', key })],
    });
    const till = aSyncState({ approvers: [approver] });
    const good = { managerId: 'mgr', proof: approvalProof(key, 'a', 'x') };
    const forged = { managerId: 'mgr', proof: approvalProof(pinVerifier(key), 'a', 'x') };
    expect(checkApproval(server, good, 'a', 'x', 't')).toMatchObject({
      ok: true,
      audit: { action: 'approval', entityId: 'x', detail: { managerId: 'mgr', managerName: 'Meera' } },
    });
    expect(checkApproval(server, forged, 'a', 'x', 't')).toMatchObject({
      ok: false,
      code: 'APPROVAL_INVALID',
    });
    expect(checkApproval(server, good, 'a', 'y', 't')).toMatchObject({ ok: false, code: 'APPROVAL_INVALID' });
    expect(checkApproval(till, forged, 'a', 'x', 't').ok).toBe(true);
    expect(checkApproval(server, { ...good, managerId: 'cashier' }, 'a', 'x', 't')).toMatchObject({
      ok: false,
      code: 'APPROVER_NOT_MANAGER',
    });
  });

  it('[APPR6] wrong PINs lock the pad after 5, doubling up to 15 minutes; a right PIN clears it', () => {
    let s = NO_PIN_ATTEMPTS;
    for (let i = 1; i < PIN_FREE_TRIES; i++) s = afterPinTry(s, false, 0);
    expect(pinLockLeft(s, 0)).toBe(0);
    s = afterPinTry(s, false, 1000);
    expect(pinLockLeft(s, 1000)).toBe(PIN_LOCK_MS);
    s = afterPinTry(s, false, 2000);
    expect(pinLockLeft(s, 2000)).toBe(PIN_LOCK_MS * 2);
    for (let i = 0; i < 20; i++) s = afterPinTry(s, false, 3000);
    expect(pinLockLeft(s, 3000)).toBe(PIN_LOCK_MAX_MS);
    expect(afterPinTry(s, true, 4000)).toEqual(NO_PIN_ATTEMPTS);
  });
});
