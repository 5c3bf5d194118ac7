import type { SyncEvent } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import {
  decodeNotification,
  encodeNotification,
  encodeSessionClosed,
  framesOf,
  MAX_NOTIFY_BYTES,
} from './notification.ts';

const newOrder: SyncEvent = { type: 'new_order', orderId: 'o-1', tokenNo: 'B-3', paymentStatus: 'unpaid' };

describe('realtime notification payload', () => {
  it('round-trips {tenantId, version, events} and sends only the wire fields', () => {
    const extra = { ...newOrder, secret: 'not for the wire' } as SyncEvent;
    const payload = encodeNotification('t-1', { version: 4, events: [extra] });
    expect(JSON.parse(payload)).toEqual({ tenantId: 't-1', version: 4, events: [newOrder] });
    expect(decodeNotification(payload)).toEqual({
      kind: 'announce',
      tenantId: 't-1',
      version: 4,
      events: [newOrder],
    });
  });

  it('round-trips a closed session on the same channel', () => {
    expect(decodeNotification(encodeSessionClosed('s-1'))).toEqual({
      kind: 'closeSession',
      sessionId: 's-1',
    });
  });

  it('[SS21] leaves off the events that do not fit in a NOTIFY, never the poke', () => {
    const orderIds = Array.from({ length: 100 }, (_, i) => `order-${i}-${'x'.repeat(20)}`);
    const events: SyncEvent[] = Array.from({ length: 10 }, () => ({ type: 'order_update', orderIds }));
    const payload = encodeNotification('t-1', { version: 9, events });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const decoded = decodeNotification(payload);
    if (decoded?.kind !== 'announce') throw new Error('not an announcement');
    expect(decoded.version).toBe(9);
    expect(decoded.events.length).toBeGreaterThan(0);
    expect(decoded.events.length).toBeLessThan(10);
  });

  it('rejects payloads that are not announcements and drops unknown event types', () => {
    expect(decodeNotification('nope')).toBeNull();
    expect(decodeNotification('{"tenantId":"t","version":-1,"events":[]}')).toBeNull();
    expect(decodeNotification('{"tenantId":"t","version":1}')).toBeNull();
    const mixed = JSON.stringify({ tenantId: 't', version: 1, events: [{ type: 'later' }, newOrder] });
    expect(decodeNotification(mixed)).toMatchObject({ kind: 'announce', events: [newOrder] });
  });

  it('frames the poke, and each event apart', () => {
    const { poke, events } = framesOf({ version: 2, events: [newOrder] });
    expect(JSON.parse(poke)).toEqual({ type: 'poke', version: 2 });
    expect(events.map((f) => JSON.parse(f))).toEqual([newOrder]);
  });
});
