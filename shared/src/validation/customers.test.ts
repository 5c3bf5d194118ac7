import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  customerAddArgs,
  customerAddArgsOn,
  customerUpdateArgs,
  customerUpdateArgsOn,
  deliveryInfoArgs,
  isValidPhone,
} from './customers.ts';

const customer = { phone: '+91 98450 12345', name: 'Ravi' };

describe('customers', () => {
  it.each([
    [{ name: 'Ravi' }, "Please Provide Customer's Phone!"],
    [{ phone: '  ', name: 'Ravi' }, "Please Provide Customer's Phone!"],
    [{ phone: '98450' }, "Please Provide Customer's Name!"],
    [{ ...customer, email: 'ravi@' }, 'Please Provide Valid Email!'],
    [{ ...customer, phone: 'call me' }, 'Please provide valid phone no.!'],
    [{ ...customer, phone: '123456789012345678901' }, 'Please provide valid phone no.!'],
    [{ ...customer, birthDate: '2020-02-30' }, 'Please provide valid birth date!'],
    [{ ...customer, gender: 'robot' }, 'Please select valid gender!'],
  ])('[VAL9] add %j → %s', (input, message) => {
    expect(firstMessageOf(customerAddArgs, input)).toBe(message);
  });

  it('[WHO9] a too-long name gets a length message, not "Please Provide Customer\'s Name!"', () => {
    const long = 'A'.repeat(121);
    const message = "Customer's name can be at most 120 characters!";
    expect(firstMessageOf(customerAddArgs, { ...customer, name: long })).toBe(message);
    expect(firstMessageOf(customerUpdateArgs, { name: long })).toBe(message);
    expect(firstMessageOf(deliveryInfoArgs, { name: long, phone: '9845012345' })).toBe(message);
    expect(firstMessageOf(customerAddArgs, { ...customer, name: 'A'.repeat(120) })).toBeNull();
  });

  it.each([
    '9845012345',
    '+1 (555) 010-9999',
    '555-0100 ext 12',
    '555-0100x12',
    '#31*2,3.^?$_',
    '1',
    '12345678901234567890',
  ])('[VAL9] %j is a valid phone', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['', 'abc', '555 0100 y', '()', '+-', '123456789012345678901'])(
    '[VAL9] %j is not a valid phone',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );

  it('[VAL9] optional email, birth date and gender become null', () => {
    expect(parsed(customerAddArgs, { ...customer, email: '', birthDate: '', gender: '' })).toEqual({
      ...customer,
      email: null,
      birthDate: null,
      gender: null,
    });
  });

  it('[VAL9] the birth date may not be after today', () => {
    const add = customerAddArgsOn('2024-06-15');
    expect(firstMessageOf(add, { ...customer, birthDate: '2024-06-16' })).toBe(
      'Please provide valid birth date!',
    );
    expect(parsed(add, { ...customer, birthDate: '2024-06-15' }).birthDate).toBe('2024-06-15');
    const update = customerUpdateArgsOn('2024-06-15');
    expect(firstMessageOf(update, { name: 'Ravi', birthDate: '2030-01-01' })).toBe(
      'Please provide valid birth date!',
    );
  });

  it('[VAL9] update has no phone (read-only) but still needs the name', () => {
    expect(firstMessageOf(customerUpdateArgs, { phone: '1' })).toBe("Please Provide Customer's Name!");
    expect(parsed(customerUpdateArgs, { name: 'Ravi', phone: '2' })).not.toHaveProperty('phone');
  });
});

describe('delivery info', () => {
  it('[VAL10] the phone is 10 digits after stripping other characters', () => {
    expect(
      parsed(deliveryInfoArgs, { name: 'Ravi', phone: '98450-12345', lat: '12.97', lng: 77.59 }),
    ).toEqual({
      name: 'Ravi',
      phone: '9845012345',
      address: null,
      landmark: null,
      lat: 12.97,
      lng: 77.59,
    });
    expect(firstMessageOf(deliveryInfoArgs, { name: 'Ravi', phone: '12345' })).toBe(
      'Please provide valid phone no.!',
    );
    expect(firstMessageOf(deliveryInfoArgs, { phone: '9845012345' })).toBe('Please provide name!');
    expect(firstMessageOf(deliveryInfoArgs, { name: 'R', phone: '9845012345', lat: 100 })).toBe(
      'Please provide a valid location!',
    );
  });
});
