import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import { customersListQuery, dateFilterQuery, reportsQuery, searchQuery } from './queries.ts';

describe('list queries', () => {
  it('[VAL14] a date filter defaults to today; empty dates become null', () => {
    expect(parsed(dateFilterQuery, {})).toEqual({ type: 'today', from: null, to: null });
    expect(parsed(dateFilterQuery, { type: 'tomorrow', from: '', to: '' })).toEqual({
      type: 'tomorrow',
      from: null,
      to: null,
    });
  });

  it('[VAL14] custom needs both dates, From not after To', () => {
    expect(parsed(dateFilterQuery, { type: 'custom', from: '2024-01-01', to: '2024-01-31' })).toEqual({
      type: 'custom',
      from: '2024-01-01',
      to: '2024-01-31',
    });
    expect(firstMessageOf(dateFilterQuery, { type: 'custom', from: '2024-01-01' })).toBe(
      'Please select From and To dates!',
    );
    expect(firstMessageOf(dateFilterQuery, { type: 'custom', from: '2024-02-01', to: '2024-01-01' })).toBe(
      'From date must not be after To date!',
    );
    expect(firstMessageOf(dateFilterQuery, { type: 'today', from: '2024-02-30' })).toBe(
      'Please provide valid dates!',
    );
  });

  it('[VAL14] reports offer no tomorrow', () => {
    expect(firstMessageOf(reportsQuery, { type: 'tomorrow' })).toBe('Please select a valid filter!');
    expect(parsed(reportsQuery, { type: 'last_7days' }).type).toBe('last_7days');
  });

  it('[VAL14] customers: page 1, 10 per page (at most 100), sorted by created_at, blank filter ignored', () => {
    expect(parsed(customersListQuery, {})).toEqual({
      sort: 'created_at',
      page: 1,
      perPage: 10,
      filter: null,
    });
    expect(parsed(customersListQuery, { page: '3', perPage: '25', filter: ' ravi ' })).toEqual({
      sort: 'created_at',
      page: 3,
      perPage: 25,
      filter: 'ravi',
    });
    expect(firstMessageOf(customersListQuery, { page: 0 })).toBe('Invalid page!');
    expect(firstMessageOf(customersListQuery, { perPage: 101 })).toBe('Invalid page!');
  });

  it('[VAL14] search text blank after trimming is ignored', () => {
    expect(parsed(searchQuery, { q: '   ' })).toEqual({ q: null });
    expect(parsed(searchQuery, { q: ' T12 ' })).toEqual({ q: 'T12' });
  });
});
