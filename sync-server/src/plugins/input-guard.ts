/**
 * Text no database column can hold is bad input everywhere: a NUL character (PostgreSQL refuses it in text
 * and JSON) anywhere in the path, the query or a JSON body is a 400 before any route sees it, instead of a
 * database error (500) in whichever route the value reaches.
 */
import { ERROR_CODES } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';
import { nulFreeJson } from './nul-free-json.ts';

export const INVALID_REQUEST = 'Invalid request!';

/** Whether a NUL occurs in any string or key of `value` (iterative: bodies may nest deeply). */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const inner of v) stack.push(inner);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      containsNul(request.params) ||
      containsNul(request.query) ||
      (!nulFreeJson(request) && containsNul(request.body))
    ) {
      throw new HttpError(400, INVALID_REQUEST, ERROR_CODES.validation);
    }
  });
}

export default fp(inputGuardPlugin, { name: 'tavola-input-guard', dependencies: ['tavola-errors'] });
