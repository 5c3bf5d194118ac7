import { describe, expect, it } from 'vitest';
import { instantOfWallTime, isValidTimeZone, offsetMs, wallClockOf } from './zone.ts';

const utc = (iso: string) => Date.parse(iso);

describe('time zones', () => {
  it('[TIME2] knows IANA zones and refuses others', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(() => offsetMs('Mars/Olympus', 0)).toThrow(RangeError);
  });

  it('[TIME2] reads the wall clock of an instant (Asia/Kolkata is +05:30)', () => {
    expect(wallClockOf(utc('2024-06-15T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2024-06-16',
      minutes: 90,
    });
    expect(instantOfWallTime('2024-06-16', 90, 'Asia/Kolkata')).toBe(utc('2024-06-15T20:00:00Z'));
  });

  it('[TIME2] a wall time in the spring-forward gap maps to the end of the gap', () => {
    // New York 2024-03-10: 02:00 EST jumps to 03:00 EDT (07:00Z); 02:30 does not exist.
    expect(instantOfWallTime('2024-03-10', 150, 'America/New_York')).toBe(utc('2024-03-10T07:00:00Z'));
    // London 2024-03-31: 01:00 GMT jumps to 02:00 BST (01:00Z).
    expect(instantOfWallTime('2024-03-31', 90, 'Europe/London')).toBe(utc('2024-03-31T01:00:00Z'));
  });

  it('[TIME2] a wall time that happens twice maps to the earlier instant', () => {
    // New York 2024-11-03: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOfWallTime('2024-11-03', 90, 'America/New_York')).toBe(utc('2024-11-03T05:30:00Z'));
    expect(wallClockOf(utc('2024-11-03T06:30:00Z'), 'America/New_York')).toEqual({
      date: '2024-11-03',
      minutes: 90,
    });
  });
});
