/** Browser storage keys and safe accessors (private mode and full quotas make storage throw). */

export const STORAGE_KEYS = {
  user: 'tavola.user',
  tenantId: 'tavola.tenant_id',
  navCollapsed: 'tavola.navCollapsed',
  refreshCount: 'tavola.refreshCount',
  /** ADR 0056: this tablet's cook turned the new-order sound on once. */
  kitchenSound: 'tavola.kitchen.sound',
  /** ADR 0056: the bump-bar keys are switched on on this tablet. */
  kitchenBumpBar: 'tavola.kitchen.bumpBar',
  /** STN5 (ADR 0057): the stations this kitchen screen shows (or all, or the expo view). */
  kitchenStations: 'tavola.kitchen.stations',
} as const;

export function readStorage(store: 'local' | 'session', key: string): string | null {
  try {
    return (store === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(store: 'local' | 'session', key: string, value: string | null): void {
  try {
    const s = store === 'local' ? localStorage : sessionStorage;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // storage unavailable: the value simply is not remembered
  }
}
