/** A short, human name for a device from its User-Agent ("Chrome on Android"), shown on the devices screen. */

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

/** Browser and system read from a User-Agent, either possibly unknown. */
export function browserAndSystem(userAgent: string | undefined): { browser?: string; system?: string } {
  const ua = userAgent ?? '';
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}

export function deviceName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const { browser, system } = browserAndSystem(ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  const client = ua.trim().split(/[\s/]/)[0];
  return client ? client.slice(0, 60) : 'Unknown device';
}

/** The name a till registers under ('Till on Chrome/Android'), shown on the devices screen. */
export function tillName(userAgent: string): string {
  const { browser, system } = browserAndSystem(userAgent);
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? `Till on ${parts.join('/')}` : 'Till';
}
