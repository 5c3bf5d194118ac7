/**
 * Manager approvals in the bill suites (DISC2, APPR1): a cashier and a manager whose approval PIN is set, and the
 * approval a till signs after that PIN, with the key derived from the approver row it pulled.
 */
import { approvalProof, derivePinKey } from '@tavola/shared';
import { expect } from 'vitest';
import { pullEverything } from '../security/pull-reads.ts';
import type { AppHarness, Harness } from './app-harness.ts';
import type { HttpClient } from './http-client.ts';

export const MANAGER_PIN = '2468';

export type PulledApprover = { id: string; salt: string; iterations: number };

/** A cashier (POS) and a manager (POS, MANAGER) of `tenantId`; the manager's approval PIN is MANAGER_PIN. */
export async function cashierAndManager(
  app: Pick<AppHarness, 'signedIn' | 'addStaff'>,
  h: Harness,
  tenantId: string,
) {
  const cashier = (await app.signedIn(h, await app.addStaff(h, tenantId, 'POS'))).c;
  const manager = (await app.signedIn(h, await app.addStaff(h, tenantId, 'POS,MANAGER'))).c;
  expect((await manager.post('/api/v1/auth/approval-pin', { pin: MANAGER_PIN })).statusCode).toBe(200);
  return { cashier, manager };
}

/** The manager's approver row as a till of `c` pulls it. */
export async function pulledApprover(c: HttpClient): Promise<PulledApprover> {
  const op = (await pullEverything(c, 'till-pull')).find((o) => o.table === 'approvers' && o.op === 'put');
  return (op as unknown as { row: PulledApprover }).row;
}

/** The approval of `action` on `subjectId` a till signs after the manager types MANAGER_PIN. */
export async function signedApproval(approver: PulledApprover, action: string, subjectId: string) {
  const key = await derivePinKey(MANAGER_PIN, approver.salt, approver.iterations);
  return { managerId: approver.id, proof: approvalProof(key, action, subjectId) };
}

/** The manager's approval of `action` on `subjectId`, as a till of `c` signs it after the PIN. */
export const approvalFor = async (c: HttpClient, action: string, subjectId: string) =>
  signedApproval(await pulledApprover(c), action, subjectId);
