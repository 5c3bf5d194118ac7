import { describe, expect, it } from 'vitest';
import { deviceName, tillName } from './device-name.ts';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-T870) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    ['curl/8.5.0', 'curl'],
    [undefined, 'Unknown device'],
  ])('names %s as %s', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });
});

describe('tillName', () => {
  it('names a till by browser and system', () => {
    expect(tillName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/150.0 Safari/537.36')).toBe(
      'Till on Chrome/Android',
    );
    expect(tillName('')).toBe('Till');
  });
});
