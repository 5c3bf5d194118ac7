import { describe, expect, it } from 'vitest';
import { aRow, aSyncState } from '../test-support/sync.ts';
import { applyWrites, EMPTY_STATE, loadFromState } from './apply.ts';

describe('in-memory sync state', () => {
  const pizza = aRow('menuItems', { id: 'pizza' });
  const large = aRow('variants', { id: 'large', itemId: 'pizza' });
  const small = aRow('variants', { id: 'small', itemId: 'pizza' });
  const other = aRow('variants', { id: 'other', itemId: 'pasta' });
  const state = aSyncState({ menuItems: [pizza], variants: [large, small, other] });

  it('[SYNC18] a put adds or replaces the whole row, a del removes it', () => {
    const renamed = { ...pizza, title: 'Marinara' };
    const next = applyWrites(state, [
      { table: 'menuItems', op: 'put', row: renamed },
      { table: 'variants', op: 'del', id: 'small' },
      { table: 'variants', op: 'del', id: 'never-there' },
    ]);
    expect(next.menuItems?.pizza).toEqual(renamed);
    expect(Object.keys(next.variants ?? {}).sort()).toEqual(['large', 'other']);
  });

  it('[SYNC18] applying writes leaves the input state untouched', () => {
    const before = JSON.parse(JSON.stringify(state));
    applyWrites(state, [{ table: 'variants', op: 'del', id: 'large' }]);
    expect(state).toEqual(before);
    expect(applyWrites(EMPTY_STATE, [])).toEqual({});
  });

  it('[SYNC18] loads rows by id, by a column, whole tables and singletons', () => {
    const settings = aRow('storeSettings');
    const s = aSyncState({ menuItems: [pizza], variants: [large, small, other], storeSettings: [settings] });
    const loaded = loadFromState(s, [
      { table: 'menuItems', ids: ['pizza', 'gone'] },
      { table: 'variants', by: 'itemId', values: ['pizza'] },
      { table: 'storeSettings', singleton: true },
      { table: 'taxes', all: true },
    ]);
    expect(Object.keys(loaded.menuItems ?? {})).toEqual(['pizza']);
    expect(Object.keys(loaded.variants ?? {}).sort()).toEqual(['large', 'small']);
    expect(loaded.storeSettings?.[settings.id]).toEqual(settings);
    expect(loaded.taxes).toEqual({});
  });

  it('[SYNC18] a by-column read with `and` keeps only the rows whose other columns match too', () => {
    const today = aRow('orders', { id: 'o1', tokenNo: 'A1', businessDay: '2026-11-25' });
    const yesterday = aRow('orders', { id: 'o0', tokenNo: 'A1', businessDay: '2026-11-24' });
    const loaded = loadFromState(aSyncState({ orders: [today, yesterday] }), [
      { table: 'orders', by: 'tokenNo', values: ['A1'], and: { businessDay: '2026-11-25' } },
    ]);
    expect(Object.keys(loaded.orders ?? {})).toEqual(['o1']);
  });
});
