/**
 * DIN-FP3 (ADR 0075): a diner link's page, compressed when the phone accepts it (the page holds the first screen
 * and its styles: ~40 KB plain, ~8 KB as br; on Slow 3G's ~50 KB/s that is most of a second saved).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DinerEncoder } from '../services/diner-encoded.ts';

export async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  encoder: DinerEncoder | null,
) {
  // DIN-FP5: the page speaks the diner's language, from their cookie or Accept-Language
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8');
  const encoding = encoder?.choose(request.headers['accept-encoding']) ?? null;
  if (!encoder || !encoding) return reply.send(html);
  const key = createHash('sha256').update(html).digest('base64url');
  const bytes = await encoder.encode(key, html, encoding);
  return reply
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
    .header('content-encoding', encoding)
    .send(bytes);
}
