import { describe, expect, it } from 'vitest';
import { firstMessageOf } from '../test-support/validation.ts';
import { contactFormArgs } from './contact.ts';

describe('contact form', () => {
  it.each([
    [{ email: 'a@b.co', message: 'Hi' }, 'Please provide name!'],
    [{ name: 'A', message: 'Hi' }, 'Please provide email!'],
    [{ name: 'A', email: 'nope', message: 'Hi' }, 'Please provide valid email!'],
    [{ name: 'A', email: 'a@b.co', message: ' ' }, 'Please provide message!'],
  ])('[VAL18] %j → %s', (input, message) => {
    expect(firstMessageOf(contactFormArgs, input)).toBe(message);
  });
});
