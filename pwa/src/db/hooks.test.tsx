import { aRow } from '@tavola/shared/test-support/index';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aTestDb } from '../test/sync-env.ts';
import { setCurrentDb } from './current.ts';
import { useRow, useRows } from './hooks.ts';

afterEach(() => setCurrentDb(null));

describe('device database hooks', () => {
  it('follow the rows live, and are undefined without a signed-in database', async () => {
    const { result } = renderHook(() => ({ all: useRows('categories'), one: useRow('categories', 'pizza') }));
    expect(result.current.all).toBeUndefined();
    const db = aTestDb();
    act(() => setCurrentDb(db));
    await waitFor(() => expect(result.current.all).toEqual([]));
    expect(result.current.one).toBeNull();
    await act(() => db.categories.put(aRow('categories', { id: 'pizza', title: 'Pizza' })));
    await waitFor(() => expect(result.current.one?.title).toBe('Pizza'));
    expect(result.current.all?.map((c) => c.id)).toEqual(['pizza']);
  });
});
