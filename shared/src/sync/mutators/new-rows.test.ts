import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CREATES_NO_ROWS, NEW_ROW_CASES, type NewRowCase } from '../../test-support/new-rows.ts';
import { aMutatorContext, aRow, aSyncState } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run, SHOP, withOrder } from '../../test-support/sync-shop.ts';
import { applyWrites, loadFromState, type SyncState } from '../apply.ts';
import { createdRows, defineMutator, type Row } from '../mutator.ts';
import type { SyncedTable } from '../protocol.ts';
import { MUTATORS } from './registry.ts';
import { createsOnlyNew } from './run.ts';
import { create, SYNC_REJECTIONS } from './support.ts';

const ID_IN_USE = { ok: false, code: 'ID_IN_USE', message: SYNC_REJECTIONS.ID_IN_USE };
const ctx = aMutatorContext();

/** The case's decision on `state`: the mutator's own, then as a run applies it (runMutation's rule included). */
function decide(c: NewRowCase, state: SyncState, wire: Record<string, unknown>) {
  const args = v.parse(c.mutator.args, wire);
  const decision = c.mutator.decide(loadFromState(state, c.mutator.reads(args)), args, ctx);
  const fresh = decision.ok ? createsOnlyNew(decision.writes, (t, id) => !!state[t]?.[id]) : true;
  const ran = fresh === true ? decision : fresh;
  return { decision, after: ran.ok ? applyWrites(state, ran.writes) : state };
}

/** A row already there under `id`: another order's line, a past invoice... */
const rowThere = (table: SyncedTable, id: string): Row =>
  ({ ...aRow(table), id, createdAt: 1, updatedAt: 1 }) as unknown as Row;

describe('[SYNC19] a create never overwrites a row', () => {
  it('[SYNC19] every mutator is listed: as creating rows under its args’ ids (a case) or as creating none', () => {
    const creating = NEW_ROW_CASES.filter((c) => c.pushed).map((c) => c.mutator.name);
    expect([...creating, ...Object.keys(CREATES_NO_ROWS)].sort()).toEqual([...MUTATORS.keys()].sort());
    for (const name of [...MUTATORS.keys()].filter((n) => /\.(create|add)\.v\d+$/.test(n)))
      expect(creating).toContain(name);
    expect(NEW_ROW_CASES.some((c) => c.mutator.name === 'order.diner-create.v1')).toBe(true);
  });

  it('[SYNC19] property: a create naming a row of its tenant is refused, or a repeat of its own row; the row is unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NEW_ROW_CASES),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        (c, size, pick) => {
          const base = aSyncState(c.given('a'));
          const wire = c.args({ ns: 'a', size, ctx });
          const first = decide(c, base, wire).decision;
          if (!first.ok) throw new Error(`${c.mutator.name}: ${first.message}`);
          // every row it writes that was not there is a new row (the server inserts it)
          for (const w of first.writes)
            if (w.op === 'put' && !base[w.table]?.[w.row.id])
              expect(w.create, `${w.table} ${w.row.id}`).toBe(true);
          const created = createdRows(first.writes);
          const target = created[pick % created.length];
          if (!target) throw new Error(`${c.mutator.name} created nothing`);

          const there = rowThere(target.table, target.id);
          const state = applyWrites(base, [{ table: target.table, op: 'put', row: there }]);
          const { decision, after } = decide(c, state, wire);
          const own = c.own(wire);
          if (own.table === target.table && own.id === target.id)
            expect(decision).toEqual({ ok: true, writes: [] });
          else expect(decision).toEqual(ID_IN_USE);
          expect(after).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("[SYNC19] a till's order paid at once cannot rewrite a past invoice of its store", () => {
    const past = withOrder(aShopState(), { payNow: { invoiceId: 'inv-past', paymentTypeId: 'cash' } });
    const r = run(
      past,
      'order.create.v1',
      createOrderWire({
        id: 'order-2',
        tokenNo: '2',
        itemIds: ['l-3', 'l-4'],
        payNow: { invoiceId: 'inv-past' },
      }),
    );
    expect(r.decision).toEqual(ID_IN_USE);
    expect(r.state).toBe(past);
  });

  it("[SYNC19] a new order cannot take another order's line", () => {
    const open = withOrder(aShopState());
    const r = run(
      open,
      'order.create.v1',
      createOrderWire({ id: 'order-2', tokenNo: '2', itemIds: ['line-1', 'l-9'] }),
    );
    expect(r.decision).toEqual(ID_IN_USE);
    expect(r.state).toBe(open);
  });

  it('[SYNC19] a run refuses a decision creating a row over one there, or one row twice, even from a mutator that does not check', () => {
    const careless = defineMutator({
      name: 'test.careless.v1',
      args: v.object({ id: v.string() }),
      reads: () => [],
      decide: (_loaded, a, c) => ({
        ok: true,
        writes: [create('storeTables', { ...SHOP.table, id: a.id, createdAt: c.now, updatedAt: c.now })],
      }),
    });
    const state = aShopState();
    const decision = careless.decide({}, { id: 't1' }, ctx);
    expect(decision.ok && createsOnlyNew(decision.writes, (t, id) => !!state[t]?.[id])).toEqual(ID_IN_USE);
    const twice = careless.decide({}, { id: 't9' }, ctx);
    expect(twice.ok && createsOnlyNew([...twice.writes, ...twice.writes], () => false)).toEqual(ID_IN_USE);
    expect(twice.ok && createsOnlyNew(twice.writes, (t, id) => !!state[t]?.[id])).toBe(true);
  });
});
