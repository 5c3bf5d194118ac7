/** A till for the suites that push over HTTP: it registers a device and pushes mutations one at a time, as an outbox does. */
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';

export type PushResult = { status: string; code?: string; message?: string };

export async function syncTill(c: HttpClient, clientId: string) {
  const { deviceId, deviceCode } = (await c.post('/api/v1/sync/register-device', { name: clientId })).json();
  let next = 1;
  const push = async (name: string, args: unknown): Promise<PushResult> => {
    const res = await c.post('/api/v1/sync/push', {
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
      clientId,
      deviceId,
      mutations: [{ id: next++, name, args, clientTime: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: PushResult[] }).results[0] as PushResult;
  };
  return { deviceId: deviceId as string, code: deviceCode as string, push };
}
