import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  booleanField,
  calendarDateField,
  idListField,
  instantField,
  integerField,
  moneyField,
  optionalEmailField,
  percentField,
  scopesField,
} from './fields.ts';

const one = <S extends v.GenericSchema>(field: S) => v.object({ f: field });

describe('field builders', () => {
  it('[VAL1] a missing key fails with the field’s own message, not a generic one', () => {
    expect(firstMessageOf(one(moneyField('Need price')), {})).toBe('Need price');
    expect(firstMessageOf(one(integerField('Need n', 'Bad n', { min: 0, max: 9 })), {})).toBe('Need n');
  });

  it('[VAL3] money is integer minor units, 0 or more', () => {
    const s = one(moneyField('Bad'));
    expect(parsed(s, { f: 1250 })).toEqual({ f: 1250 });
    expect(parsed(s, { f: '1250' })).toEqual({ f: 1250 });
    for (const bad of [12.5, -1, '12.50', 'abc', Number.MAX_SAFE_INTEGER + 2, true]) {
      expect(firstMessageOf(s, { f: bad })).toBe('Bad');
    }
  });

  it('[VAL2] empty is undefined, null or blank, and maps to the given default', () => {
    const s = one(moneyField('Bad', { whenEmpty: null }));
    for (const empty of [undefined, null, '', '  ']) expect(parsed(s, { f: empty })).toEqual({ f: null });
  });

  it('[VAL3] a percent becomes a Rate in parts per million', () => {
    const s = one(percentField('Bad rate'));
    expect(parsed(s, { f: 5 })).toEqual({ f: 50_000 });
    expect(parsed(s, { f: '8.875' })).toEqual({ f: 88_750 });
    for (const bad of [-1, 'x', '', null, 1001, 2.12345])
      expect(firstMessageOf(s, { f: bad })).toBe('Bad rate');
  });

  it('[VAL3] booleans from true/false, 1/0 and their text', () => {
    const s = one(booleanField('Bad', false));
    expect(parsed(s, {})).toEqual({ f: false });
    expect(parsed(s, { f: 1 })).toEqual({ f: true });
    expect(parsed(s, { f: 'false' })).toEqual({ f: false });
    expect(firstMessageOf(s, { f: 'yes' })).toBe('Bad');
  });

  it('[VAL3] instants: epoch ms or ISO 8601 with a zone; a local time without zone is refused', () => {
    const s = one(instantField('Bad date'));
    expect(parsed(s, { f: '2024-06-15T10:00:00Z' })).toEqual({ f: Date.UTC(2024, 5, 15, 10) });
    expect(parsed(s, { f: '2024-06-15T15:30+05:30' })).toEqual({ f: Date.UTC(2024, 5, 15, 10) });
    expect(parsed(s, { f: 1718445600000 })).toEqual({ f: 1718445600000 });
    for (const bad of ['2024-06-15T10:00', '2024-06-15', 'soon', -5, 1.5, null]) {
      expect(firstMessageOf(s, { f: bad })).toBe('Bad date');
    }
  });

  it('[VAL2] calendar dates, ids lists, emails and scopes', () => {
    expect(parsed(one(calendarDateField('Bad', { required: false })), { f: '' })).toEqual({ f: null });
    expect(firstMessageOf(one(calendarDateField('Bad', { required: false })), { f: '2023-02-29' })).toBe(
      'Bad',
    );
    expect(parsed(one(idListField('Bad', { max: 3, nonEmpty: true })), { f: ['a', 'b', 'a'] })).toEqual({
      f: ['a', 'b'],
    });
    expect(firstMessageOf(one(idListField('Bad', { max: 3, nonEmpty: true })), { f: [] })).toBe('Bad');
    expect(parsed(one(optionalEmailField('Bad')), { f: ' A@B.co ' })).toEqual({ f: 'a@b.co' });
    expect(parsed(one(scopesField('Bad')), { f: 'pos, KITCHEN,POS' })).toEqual({ f: ['POS', 'KITCHEN'] });
    expect(parsed(one(scopesField('Bad')), { f: ['REPORTS'] })).toEqual({ f: ['REPORTS'] });
    expect(firstMessageOf(one(scopesField('Bad')), { f: ['ROOT'] })).toBe('Bad');
  });
});
