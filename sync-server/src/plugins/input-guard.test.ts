// The input guard refuses a NUL anywhere in a JSON body with 400, whether or not the body is walked: a body
// whose text has no \u0000 escape is not (it cannot hold one), and text that only looks like one is kept.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorsPlugin from './errors.ts';
import inputGuard from './input-guard.ts';

describe('input guard on JSON bodies', () => {
  it('refuses a NUL in a value or a key, keeps a backslash-u text and plain bodies', async () => {
    const app = Fastify();
    await app.register(errorsPlugin, { spaFallback: false });
    await app.register(inputGuard);
    app.post('/echo', async (request) => request.body);
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

    for (const refused of ['{"note":"a\\u0000b"}', '{"a\\u0000":1}', '[{"deep":["x","\\u0000"]}]']) {
      const res = await post(refused);
      expect(res.statusCode, refused).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid request!' });
    }
    const lookalike = await post('{"note":"a\\\\u0000b"}');
    expect(lookalike.statusCode).toBe(200);
    expect(lookalike.json()).toEqual({ note: 'a\\u0000b' });
    const plain = await post('{"note":"plain","n":[1,2]}');
    expect(plain.json()).toEqual({ note: 'plain', n: [1, 2] });
    await app.close();
  });
});
