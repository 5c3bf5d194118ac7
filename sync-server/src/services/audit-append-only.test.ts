// AUD5: the audit log is append-only. No server module updates or deletes its rows, except the operator's erasure
// of a whole store with everything it holds (services/tenants-admin.ts, ADR 0063); and the shared SHA-256/HMAC
// and PIN key derivation (APPR2, APPR3) agree with Node's own crypto for any input.
import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { derivePinKey, hmacSha256, sha256, toHex } from '@tavola/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const ALLOWED = new Set(['services/tenants-admin.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(test|suite|cases)\.ts$/.test(name) ? [path] : [];
  });
}

describe('the audit log is append-only (AUD5)', () => {
  it('[AUD5] no module but the store erasure updates or deletes audit_log rows', () => {
    const writers = sources(SRC).filter((path) => {
      const text = readFileSync(path, 'utf8');
      return (
        /\.(update|delete)\(\s*[\w.]*auditLog\b/.test(text) ||
        /(update|delete from)\s+"?audit_log/i.test(text)
      );
    });
    expect(writers.map((p) => p.slice(SRC.length + 1)).filter((p) => !ALLOWED.has(p))).toEqual([]);
    // the scan sees such a write where there is one
    expect(writers.map((p) => p.slice(SRC.length + 1))).toContain('services/tenants-admin.ts');
  });
});

describe('approval crypto agrees with Node (APPR2, APPR3)', () => {
  it('[APPR3] SHA-256 and HMAC-SHA-256 for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 130 }), (data, key) => {
        expect(toHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
        expect(toHex(hmacSha256(key, data))).toBe(createHmac('sha256', key).update(data).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('[APPR2] the PIN key is PBKDF2-HMAC-SHA-256', async () => {
    const salt = '5a'.repeat(16);
    expect(await derivePinKey('024680', salt, 2000)).toBe(
      pbkdf2Sync('024680', Buffer.from(salt, 'hex'), 2000, 32, 'sha256').toString('hex'),
    );
  });
});
