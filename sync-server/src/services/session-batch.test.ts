// PGW3: the batched session look-ups, against a stand-in for the database whose reads answer when the test says.
import { expect, it } from 'vitest';
import { batchedReads } from './session-batch.ts';

type Row = { id: string; read: number };

/** Each read waits for `answer(n)`; it answers every asked id with the read's number. */
function fakeDatabase() {
  const reads: { ids: string[]; answer(rows?: Row[] | Error): void }[] = [];
  const readMany = (ids: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      const n = reads.length;
      reads.push({
        ids,
        answer: (rows) =>
          rows instanceof Error ? reject(rows) : resolve(rows ?? ids.map((id) => ({ id, read: n }))),
      });
    });
  return { reads, load: batchedReads(readMany, (row: Row) => row.id) };
}

const turn = () => new Promise((r) => setImmediate(r));

it('[PGW3] a look-up reads at once while a connection is free; the rest share the next read', async () => {
  const { reads, load } = fakeDatabase();
  const first = [load('a'), load('b'), load('c')]; // three connections: three reads at once
  expect(reads.map((r) => r.ids)).toEqual([['a'], ['b'], ['c']]);
  const waiting = [load('d'), load('e'), load('d')];
  expect(reads).toHaveLength(3);
  reads[1]?.answer();
  expect(await first[1]).toEqual({ id: 'b', read: 1 });
  await turn();
  expect(reads[3]?.ids).toEqual(['d', 'e']); // an id asked twice is read once
  reads[3]?.answer();
  expect(await Promise.all(waiting)).toEqual([
    { id: 'd', read: 3 },
    { id: 'e', read: 3 },
    { id: 'd', read: 3 },
  ]);
  reads[0]?.answer();
  reads[2]?.answer();
  expect(await Promise.all([first[0], first[2]])).toEqual([
    { id: 'a', read: 0 },
    { id: 'c', read: 2 },
  ]);
});

it('[PGW3] a request is answered by a read sent after it asked, never by one already on its way', async () => {
  const { reads, load } = fakeDatabase();
  const asked = [load('a'), load('a'), load('a')]; // each later one may follow a revocation: a read of its own
  expect(reads.map((r) => r.ids)).toEqual([['a'], ['a'], ['a']]);
  const fourth = load('a');
  reads[0]?.answer();
  expect(await asked[0]).toEqual({ id: 'a', read: 0 });
  await turn();
  expect(reads[3]?.ids).toEqual(['a']);
  reads[3]?.answer();
  expect(await fourth).toEqual({ id: 'a', read: 3 }); // not read 0, 1 or 2's answer
  reads[1]?.answer();
  reads[2]?.answer();
  expect(await Promise.all([asked[1], asked[2]])).toEqual([
    { id: 'a', read: 1 },
    { id: 'a', read: 2 },
  ]);
});

it('[PGW3] an id no row answers is undefined (revoked, gone); a failed read fails its requests only', async () => {
  const { reads, load } = fakeDatabase();
  const live = load('live');
  const revoked = load('revoked');
  reads[0]?.answer([{ id: 'live', read: 0 }]);
  reads[1]?.answer([]);
  expect([await live, await revoked]).toEqual([{ id: 'live', read: 0 }, undefined]);
  const failing = load('a');
  reads[2]?.answer(new Error('the database went away'));
  await expect(failing).rejects.toThrow('the database went away');
  const after = load('a');
  reads[3]?.answer();
  expect(await after).toEqual({ id: 'a', read: 3 });
});
