import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  forgotPasswordArgs,
  PASSWORD_POLICY_MESSAGE,
  resetPasswordArgs,
  signinArgs,
  signupArgs,
} from './auth.ts';

describe('sign-in and sign-up payloads', () => {
  it.each([
    [{ password: 'secret123' }, 'Please provide username!'],
    [{ username: '  ', password: 'secret123' }, 'Please provide username!'],
    [{ username: 'a@b.co' }, 'Please provide password!'],
    [{ username: 'a@b.co', password: '' }, 'Please provide password!'],
  ])('[AUTH1] login %j → %s', (input, message) => {
    expect(firstMessageOf(signinArgs, input)).toBe(message);
  });

  it.each([
    [{ username: 'a@b.co', password: 'secret123' }, 'Please provide business name!'],
    [{ biz_name: 'Cafe', password: 'secret123' }, 'Please provide email!'],
    [{ biz_name: 'Cafe', username: 'a@b.co' }, 'Please provide password!'],
    [{ biz_name: 'Cafe', username: 'not-an-email', password: 'secret123' }, 'Please provide valid email!'],
  ])('[AUTH2] register %j → %s', (input, message) => {
    expect(firstMessageOf(signupArgs, input)).toBe(message);
  });

  it("[AUTH3] forgot password asks for the email with 'Please provide username!'", () => {
    expect(firstMessageOf(forgotPasswordArgs, {})).toBe('Please provide username!');
    expect(firstMessageOf(resetPasswordArgs, {})).toBe('Please provide new password!');
  });

  it('[AUTH4] a new password has at least 8 characters', () => {
    expect(firstMessageOf(resetPasswordArgs, { password: 'short' })).toBe(PASSWORD_POLICY_MESSAGE);
    expect(parsed(signupArgs, { biz_name: ' Cafe ', username: 'A@B.co', password: 'longenough' })).toEqual({
      biz_name: 'Cafe',
      username: 'a@b.co',
      password: 'longenough',
    });
  });
});
