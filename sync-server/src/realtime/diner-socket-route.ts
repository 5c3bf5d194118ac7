/**
 * GET /api/v1/qrmenu/ws: the diner's status socket (docs/api-diner.md §5). Public, but the upgrade needs an
 * allowed Origin (403 otherwise). The client may only `subscribe` with order tokens it holds and answer
 * pings; anything else closes with 1008, a frame over 4 KiB with 1009 (ws maxPayload).
 */
import { type DinerClientMessage, dinerClientMessage, ERROR_CODES } from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RawData } from 'ws';
import { HttpError } from '../plugins/errors.ts';
import { originAllowed } from '../plugins/security.ts';
import { findByTokens } from '../services/diner-access.ts';
import { dinerOrderStates } from '../services/diner-order-reads.ts';
import { CLOSE } from './close-codes.ts';
import type { DinerHub, DinerPeer } from './diner-hub.ts';

export const DINER_SOCKET_PATH = '/api/v1/qrmenu/ws';

function parse(data: RawData, isBinary: boolean): DinerClientMessage | null {
  if (isBinary || !Buffer.isBuffer(data)) return null;
  try {
    const r = v.safeParse(dinerClientMessage, JSON.parse(data.toString('utf8')));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

export function registerDinerSocketRoute(app: FastifyInstance, hub: DinerHub) {
  const sameOrigin = async (request: FastifyRequest) => {
    if (!originAllowed(request, app.config.allowedOrigins)) {
      throw new HttpError(403, 'Request origin is not allowed!', ERROR_CODES.badOrigin);
    }
  };

  /** Follows the orders these tokens open and answers with their current state. */
  const subscribe = async (peer: DinerPeer, tokens: readonly string[]) => {
    const rows = await findByTokens(app.database, tokens);
    const followed = new Set(hub.follow(peer, rows));
    const byTenant = new Map<string, string[]>();
    for (const r of rows) {
      if (!followed.has(r.orderId)) continue;
      byTenant.set(r.tenantId, [...(byTenant.get(r.tenantId) ?? []), r.orderId]);
    }
    const orders = [];
    for (const [tenantId, ids] of byTenant)
      orders.push(...(await dinerOrderStates(app.database, tenantId, ids)));
    hub.send(peer, { type: 'subscribed', orders });
  };

  app.get(
    DINER_SOCKET_PATH,
    {
      websocket: true,
      preHandler: [sameOrigin],
      config: {
        openapi: {
          summary: "WebSocket (upgrade): the diner's own orders' order_update and payment_update",
          tags: ['qrmenu'],
          secured: false,
          rateLimited: false,
        },
      },
    },
    (socket, request) => {
      const peer = hub.add(socket);
      socket.on('message', (data, isBinary) => {
        hub.touch(peer);
        const message = parse(data, isBinary);
        if (!message) return socket.close(CLOSE.policy, 'Unsupported message');
        if (message.type === 'subscribe') {
          subscribe(peer, message.orderTokens).catch((err: unknown) =>
            request.log.warn({ err }, 'diner subscribe failed'),
          );
        }
      });
    },
  );
}
