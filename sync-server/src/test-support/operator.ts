/** The platform operator's signed-in client, for the super-admin suites. */
import { expect } from 'vitest';
import { type Harness, OPERATOR } from './app-harness.ts';

export async function operatorClient(h: Harness) {
  const c = h.client();
  const res = await c.post('/api/v1/superadmin/signin', OPERATOR);
  expect(res.statusCode).toBe(200);
  return c;
}
