import { describe, expect, it } from 'vitest';
import { phoneInputDigits } from './phone-input.ts';

describe('phone input', () => {
  it('[VAL19] a pasted number with spaces or a +91 country code keeps its own 10 digits', () => {
    expect(phoneInputDigits('98765 43210')).toBe('9876543210');
    expect(phoneInputDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneInputDigits('+91-98765-43210')).toBe('9876543210');
    expect(phoneInputDigits('098765 43210')).toBe('9876543210');
  });

  it('[VAL19] typing stays digits only, at most 10; a number that merely starts with 91 is kept', () => {
    expect(phoneInputDigits('98a76')).toBe('9876');
    expect(phoneInputDigits('9123456789')).toBe('9123456789');
    expect(phoneInputDigits('91234567890')).toBe('9123456789');
    expect(phoneInputDigits('+91 98765-43210 9')).toBe('9876543210');
  });
});
