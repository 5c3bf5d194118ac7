/**
 * The name a till registers under ('Till on Chrome/Android'), shown on the devices screen.
 * (The server names sign-in sessions the same way in sync-server/src/services/device-name.ts.)
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: readonly [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];

export function tillName(userAgent: string): string {
  const parts = [first(userAgent, BROWSERS), first(userAgent, SYSTEMS)].filter(Boolean);
  return parts.length > 0 ? `Till on ${parts.join('/')}` : 'Till';
}
