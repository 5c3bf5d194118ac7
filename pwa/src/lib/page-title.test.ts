import { dinerPageTitle } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { followPageTitles, pageTitle } from './page-title.ts';

describe('page titles', () => {
  it.each([
    ['/dashboard/pos', 'POS · Tavola'],
    ['/dashboard/orders/', 'Orders · Tavola'],
    ['/dashboard/settings/print-settings', 'Print Settings · Tavola'],
    ['/dashboard/settings/menu-items/abc', 'Menu Items · Tavola'],
    ['/login', 'Login · Tavola'],
    ['/superadmin/dashboard/home', 'Platform · Tavola'],
    ['/', 'Tavola'],
    ['/no/such/page', 'Tavola'],
  ])('[PWA3] %s is titled %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it("[PWA3] a diner's page is left to the menu, which names the store", () => {
    expect(pageTitle('/m/roma')).toBeNull();
    expect(pageTitle('/tm/roma/t1')).toBeNull();
    expect(dinerPageTitle('Trattoria Roma')).toBe('Trattoria Roma · Menu');
    expect(dinerPageTitle('  ')).toBe('Tavola · Menu');
  });

  it('[PWA3] the tab follows each navigation, and a diner page keeps the title the menu set', () => {
    let listener: (e: { toLocation: { pathname: string } }) => void = () => {};
    followPageTitles({
      subscribe: (_event, fn) => {
        listener = fn;
        return () => {};
      },
    });
    listener({ toLocation: { pathname: '/dashboard/kitchen' } });
    expect(document.title).toBe('All of Kitchen · Tavola');
    document.title = dinerPageTitle('Trattoria Roma');
    listener({ toLocation: { pathname: '/m/roma' } });
    expect(document.title).toBe('Trattoria Roma · Menu');
  });
});
