import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import { tenantAddArgs, tenantsListQuery, tenantUpdateArgs } from './superadmin.ts';

const tenant = { name: 'Cafe One', email: 'owner@cafe.in', password: 'secret123' };

describe('super-admin tenants', () => {
  it.each([
    [{ ...tenant, name: '' }, 'Please provide name!'],
    [{ ...tenant, email: '' }, 'Please provide Email!'],
    [{ ...tenant, password: '' }, 'Please provide password!'],
    [{ ...tenant, email: 'owner' }, 'Please provide valid email!'],
  ])('[VAL17] add tenant %j → %s', (input, message) => {
    expect(firstMessageOf(tenantAddArgs, input)).toBe(message);
  });

  it('[VAL17] the add form may send the email as username; active by default', () => {
    expect(parsed(tenantAddArgs, { name: 'Cafe', username: 'Owner@Cafe.in', password: 'secret123' })).toEqual(
      {
        name: 'Cafe',
        email: 'owner@cafe.in',
        password: 'secret123',
        isActive: true,
      },
    );
    expect(firstMessageOf(tenantAddArgs, null)).toBe('Invalid request!');
  });

  it.each([
    [{ email: 'owner@cafe.in' }, "Please Provide Tenant's Name!"],
    [{ name: 'Cafe' }, "Please Provide Tenant's Email!"],
    [{ name: 'Cafe', email: 'owner@' }, 'Please Provide Valid Email!'],
  ])('[VAL17] update tenant %j → %s', (input, message) => {
    expect(firstMessageOf(tenantUpdateArgs, input)).toBe(message);
  });

  it('[VAL17] the tenant list query: page 1, 5 per page, empty filters null', () => {
    expect(
      parsed(tenantsListQuery, { page: '2', status: '', type: '', from: '', search: '  cafe ' }),
    ).toEqual({
      page: 2,
      perPage: 5,
      search: 'cafe',
      status: null,
      type: null,
      from: null,
      to: null,
    });
    expect(firstMessageOf(tenantsListQuery, { status: 'deleted' })).toBe('Invalid request!');
  });
});
