import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedEtag } from './live-encodings.ts';
import { fragments, withOrdersJson } from './live-fragments.ts';

describe('Accept-Encoding', () => {
  it('[SS29] br first, then gzip; q=0 refuses one; * accepts any; nothing or others: the plain bytes', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR ; q=1.0')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity, deflate')).toBeNull();
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it('[SS29] each encoded form its own strong ETag', () => {
    expect(encodedEtag('"abc"', null)).toBe('"abc"');
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gz"');
  });
});

describe('order fragments', () => {
  it('[SS29] an order is serialised again only when its key moves; a closed order is not kept', () => {
    const kept = fragments();
    const made: string[] = [];
    const make = (id: string, value: unknown) => () => {
      made.push(id);
      return value;
    };
    const first = kept.begin('t');
    expect(first.json('a', '1', make('a', { id: 'a', n: 1 }))).toBe('{"id":"a","n":1}');
    first.json('b', '1', make('b', { id: 'b' }));
    first.end();
    const second = kept.begin('t');
    expect(second.json('a', '1', make('a', { id: 'a', n: 99 }))).toBe('{"id":"a","n":1}');
    expect(second.json('b', '2', make('b', { id: 'b', n: 2 }))).toBe('{"id":"b","n":2}');
    second.end(); // 'a' and 'b' only
    const third = kept.begin('t');
    third.json('a', '1', make('a', { id: 'a' }));
    third.end();
    const fourth = kept.begin('t');
    fourth.json('b', '2', make('b', { id: 'b' })); // 'b' left in the third build: made again
    expect(made).toEqual(['a', 'b', 'b', 'b']);
    expect(kept.begin('other').json('a', '1', make('a', 1))).toBe('1'); // stores apart
  });

  it('[SS29] a value with its orders spliced reads as JSON.stringify of it', () => {
    const orders = [{ id: 'a', items: [1, 2] }, { id: 'b' }];
    const value = { message: 'Kitchen', orders };
    const json = withOrdersJson(
      value,
      orders.map((o) => JSON.stringify(o)),
    );
    expect(json).toBe(JSON.stringify(value));
    expect(withOrdersJson({ table_id: null, orders: [] }, [])).toBe('{"table_id":null,"orders":[]}');
  });
});
