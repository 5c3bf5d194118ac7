/**
 * The diner status socket over a real WebSocket (docs/api-diner.md §5): a diner follows only the orders
 * whose tokens it holds; staff pressing Payment Collected on a till (a real push of
 * order.payment-collected.v1) reaches it as payment_update with the token.
 */
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { dinerOrderBody, dinerShop, placeOrder } from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { DINER_SOCKET_PATH } from './diner-socket-route.ts';
import { type LiveApp, useRealtimeHarness } from './realtime-harness.ts';
import { TestSocket } from './test-socket.ts';

export function dinerSocketSuite(open: OpenTestDatabase) {
  const { start, signedIn, connect } = useRealtimeHarness(open);
  const dinerSocket = (h: LiveApp, opts: { origin?: string | null } = {}) =>
    connect(h, null, { path: DINER_SOCKET_PATH, ...opts });

  async function shopWithOrder(h: LiveApp) {
    const shop = await dinerShop(h, signedIn);
    const placed = await placeOrder(new HttpClient(h.app), dinerOrderBody(shop));
    return { shop, placed };
  }

  /** The till: a registered device pushing Payment Collected for the order. */
  async function collectPayment(staff: HttpClient, orderId: string) {
    const { deviceId } = (await staff.post('/api/v1/sync/register-device', { name: 'Front till' })).json();
    const res = await staff.post('/api/v1/sync/push', {
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
      clientId: 'till-1',
      deviceId,
      mutations: [
        { id: 1, name: 'order.payment-collected.v1', args: { orderIds: [orderId] }, clientTime: 1 },
      ],
    });
    expect(res.json()).toMatchObject({ ok: true });
  }

  describe('diner socket', () => {
    it('a subscribed diner gets payment_update with its token when staff collect the payment', async () => {
      const h = await start();
      const { shop, placed } = await shopWithOrder(h);
      const socket = await dinerSocket(h);
      socket.send({ type: 'subscribe', orderTokens: [placed.orderToken] });
      expect(await socket.next()).toEqual({
        type: 'subscribed',
        orders: [{ orderId: placed.orderId, paymentStatus: 'pending', tokenNo: null, status: 'created' }],
      });
      await collectPayment(shop.c, placed.orderId);
      const update = await socket.next();
      expect(update).toEqual({
        type: 'payment_update',
        orderId: placed.orderId,
        paymentStatus: 'paid',
        tokenNo: '1',
        status: 'created',
      });
    });

    it("another diner's token, or a made-up one, follows nothing and receives no frames", async () => {
      const h = await start();
      const { shop, placed } = await shopWithOrder(h);
      const other = await placeOrder(new HttpClient(h.app), dinerOrderBody(shop));
      const snoop = await dinerSocket(h);
      snoop.send({ type: 'subscribe', orderTokens: ['z'.repeat(43)] });
      expect(await snoop.next()).toEqual({ type: 'subscribed', orders: [] });
      const neighbour = await dinerSocket(h);
      neighbour.send({ type: 'subscribe', orderTokens: [other.orderToken] });
      expect(await neighbour.next()).toMatchObject({
        type: 'subscribed',
        orders: [{ orderId: other.orderId }],
      });
      await collectPayment(shop.c, placed.orderId);
      await new Promise((r) => setTimeout(r, 300));
      expect(snoop.pending()).toEqual([]);
      expect(neighbour.pending()).toEqual([]);
    });

    it('a foreign Origin is refused (403); an unknown frame closes the socket (1008)', async () => {
      const h = await start();
      expect(await TestSocket.refusal(h.port, { path: DINER_SOCKET_PATH, origin: 'https://evil.test' })).toBe(
        403,
      );
      const socket = await dinerSocket(h);
      socket.send({ type: 'hello', clientId: 'x', cookie: null });
      expect((await socket.closed).code).toBe(1008);
    });
  });
}
