/**
 * GET /api/v1/sync/ws: the staff socket (SS19-SS20). The upgrade is refused like any request (403 foreign Origin,
 * 401 no live session, 402 inactive tenant); an accepted socket joins its session's tenant, never a room
 * the client names. Client frames: `hello`, `pong` and `ping` (answered `pong`, KDS1); anything else closes
 * the socket with 1008.
 */
import type { Socket } from 'node:net';
import {
  type ClientMessage,
  clientMessage,
  ERROR_CODES,
  readGrant,
  type ServerMessage,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RawData } from 'ws';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { HttpError } from '../plugins/errors.ts';
import { originAllowed } from '../plugins/security.ts';
import { CLOSE } from './close-codes.ts';
import type { Hub, Peer } from './hub.ts';

export const SOCKET_PATH = '/api/v1/sync/ws';

function parse(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary || !Buffer.isBuffer(data)) return null;
  try {
    const r = v.safeParse(clientMessage, JSON.parse(data.toString('utf8')));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

export function registerSocketRoute(app: FastifyInstance, hub: Hub) {
  // A browser always sends Origin on a WebSocket upgrade; a foreign one is cross-site WebSocket hijacking.
  const sameOrigin = async (request: FastifyRequest) => {
    if (!originAllowed(request, app.config.allowedOrigins)) {
      throw new HttpError(403, 'Request origin is not allowed!', ERROR_CODES.badOrigin);
    }
  };

  /** Pokes a client whose last pull is behind the tenant (a commit between its pull and its join). */
  const onHello = async (peer: Peer, cookie: number | null) => {
    const version = await currentTenantVersion(app.database.db, app.database.t, peer.tenantId);
    if (version > (cookie ?? 0)) {
      const poke: ServerMessage = { type: 'poke', version };
      hub.send(peer, JSON.stringify(poke));
    }
  };

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      preHandler: [sameOrigin, app.requireActiveTenant],
      config: {
        openapi: {
          summary: 'WebSocket (upgrade): a poke after each commit of the store, order events, heartbeats',
          tags: ['sync'],
          secured: true,
          rateLimited: false,
        },
      },
    },
    (socket, request) => {
      const auth = request.session();
      if (!auth.tenant) return socket.close(CLOSE.policy, 'No tenant'); // requireActiveTenant refuses these
      // READ2: order events carry order ids and tokens: only for users who read orders (the pull's rule)
      const readsOrders = readGrant({ role: auth.user.role, scope: auth.user.scope }).orders !== 'none';
      // The connection the upgrade came on is the one ws speaks over (Node hands the same socket to both).
      const tcp = (request.raw.socket as Socket | undefined) ?? null;
      const peer = hub.add(socket, tcp, auth.tenant.id, auth.sessionId, readsOrders);
      // Only the logger outlives the upgrade: a socket must not keep its request (memory per socket).
      const log = request.log;
      socket.on('message', (data, isBinary) => {
        hub.touch(peer);
        const message = parse(data, isBinary);
        if (!message) return socket.close(CLOSE.policy, 'Unsupported message');
        if (message.type === 'ping') {
          // KDS1: a kitchen screen's own heartbeat; answered from memory, no database
          const pong: ServerMessage = { type: 'pong', t: message.t };
          hub.send(peer, JSON.stringify(pong));
        } else if (message.type === 'hello') {
          onHello(peer, message.cookie).catch((err: unknown) => log.warn({ err }, 'realtime hello failed'));
        }
      });
    },
  );
}
