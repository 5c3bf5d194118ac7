import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  addSubKitchenArgs,
  addUserArgs,
  deleteUserArgs,
  resetUserPasswordArgs,
  updateUserArgs,
} from './users.ts';

const user = { name: 'Asha', username: 'asha@cafe.in', password: 'secret123' };
const kitchen = { storeName: 'Cafe Two', ...user };

describe('users', () => {
  it.each([
    [{ ...user, name: '' }, 'Please provide name!'],
    [{ ...user, username: undefined }, 'Please provide username!'],
    [{ ...user, password: '' }, 'Please provide password!'],
    [{ ...user, username: 'asha' }, 'Please provide valid email!'],
  ])('[VAL4] Add User %j → %s', (input, message) => {
    expect(firstMessageOf(addUserArgs, input)).toBe(message);
  });

  it('[VAL4] Add User checks the email only after the required fields, as the form does', () => {
    expect(firstMessageOf(addUserArgs, { name: 'A', username: 'asha', password: '' })).toBe(
      'Please provide password!',
    );
  });

  it('[VAL4] Add User: optional phone, designation and email become null; scopes become a list', () => {
    expect(
      parsed(addUserArgs, { ...user, username: 'Asha@Cafe.in', phone: '', userScopes: 'POS,KITCHEN' }),
    ).toEqual({
      ...user,
      designation: null,
      phone: null,
      email: null,
      userScopes: ['POS', 'KITCHEN'],
    });
    expect(firstMessageOf(addUserArgs, { ...user, userScopes: ['GOD_MODE'] })).toBe(
      'Please select valid scopes!',
    );
  });

  it.each([
    [{ username: 'asha@cafe.in' }, 'Please provide name!'],
    [{ name: 'Asha' }, 'Please provide username!'],
  ])('[VAL4] Update User %j → %s', (input, message) => {
    expect(firstMessageOf(updateUserArgs, input)).toBe(message);
  });

  it.each([
    [{ password: 'secret123' }, 'Invalid Request!'],
    [{ username: 'asha@cafe.in', password: '' }, 'Provide new password!'],
  ])('[VAL4] Reset Password %j → %s', (input, message) => {
    expect(firstMessageOf(resetUserPasswordArgs, input)).toBe(message);
  });

  it('[VAL4] Delete User needs the username', () => {
    expect(firstMessageOf(deleteUserArgs, {})).toBe('Invalid Request!');
  });

  it.each([
    [{ ...kitchen, storeName: ' ' }, 'Please provide business name!'],
    [{ ...kitchen, name: '' }, 'Please provide name!'],
    [{ ...kitchen, username: '' }, 'Please provide username!'],
    [{ ...kitchen, password: '' }, 'Please provide password!'],
    [{ ...kitchen, username: 'kitchen2' }, 'Please provide valid email!'],
  ])('[VAL5] Add Sub-Kitchen %j → %s', (input, message) => {
    expect(firstMessageOf(addSubKitchenArgs, input)).toBe(message);
  });

  it('[VAL5] a sub-kitchen’s email is its username unless given; tenant_id from the body is dropped', () => {
    const out = parsed(addSubKitchenArgs, { ...kitchen, currency: 'inr', tenant_id: 'someone-else' });
    expect(out).toMatchObject({ storeName: 'Cafe Two', email: 'asha@cafe.in', currency: 'INR' });
    expect(out).not.toHaveProperty('tenant_id');
    expect(firstMessageOf(addSubKitchenArgs, { ...kitchen, currency: 'ZZZ' })).toBe(
      'Please select a valid currency!',
    );
  });
});
