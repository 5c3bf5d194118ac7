/**
 * SS30 (ADR 0071), on SQLite (diner-group-commit.test.ts) and PostgreSQL (diner-group-commit.pg.test.ts): a diner's
 * order joins the sync engine's group commit as the staff's REST writes do, keeping its own rules (prices from the
 * server, its token); with REST_GROUP_COMMIT=off each is its own transaction; no till can push the diner's mutator.
 */
import { createDinerOrder, getMutator } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { withServerOnly } from '../sync/server-only-mutators.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  bootDinerShop,
  DINER_API,
  dinerClient,
  dinerOrderBody,
  storedOrder,
} from '../test-support/diner-fixture.ts';

const ORDERS = 6;

export function dinerGroupCommitSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);

  /** ORDERS diner orders placed at once (each phone its own address); the mutators the engine was asked to run. */
  async function burst(env: Record<string, string>) {
    const { h, shop } = await bootDinerShop(harness, env);
    const asked: string[] = [];
    const engine = h.app.syncEngine;
    const apply = engine.apply.bind(engine);
    engine.apply = (input) => {
      asked.push(input.mutator);
      return apply(input);
    };
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) =>
        dinerClient(h, `203.0.113.${i + 10}`).post(`${DINER_API}/create-order`, dinerOrderBody(shop)),
      ),
    );
    return { h, shop, asked, answers };
  }

  it('[SS30][DIN5] diner orders placed at once ride the group commit: priced by the server, each its own token', async () => {
    const { h, shop, asked, answers } = await burst({});
    expect(answers.map((a) => a.statusCode)).toEqual(Array(ORDERS).fill(200));
    expect(asked).toEqual(Array(ORDERS).fill(createDinerOrder.name));
    const orders = await Promise.all(answers.map((a) => storedOrder(h, shop, a.json().orderId)));
    // 2 × (300 + 30) + 50 = 710.00 before tax, whatever the phone sent
    for (const o of orders) expect(o?.subTotal).toBe(71000);
    expect(new Set(orders.map((o) => o?.tokenNo)).size).toBe(ORDERS);
    expect(answers[0]?.json()).toMatchObject({ paymentStatus: 'pending', tokenNo: null });
  });

  it('[SS30] REST_GROUP_COMMIT=off: each diner order its own transaction, the same answers', async () => {
    const { asked, answers } = await burst({ REST_GROUP_COMMIT: 'off' });
    expect(answers.map((a) => a.statusCode)).toEqual(Array(ORDERS).fill(200));
    expect(asked).toEqual([]);
    expect(answers[0]?.json()).toMatchObject({ paymentStatus: 'pending', tokenNo: null });
  });

  describe('the diner mutator', () => {
    it("[SS30] is the server's alone: a till's push registry does not hold it", () => {
      expect(getMutator(createDinerOrder.name)).toBeUndefined();
      expect(withServerOnly(getMutator)(createDinerOrder.name)).toBe(createDinerOrder);
      expect(withServerOnly(getMutator)('order.create.v1')).toBe(getMutator('order.create.v1'));
    });
  });
}
