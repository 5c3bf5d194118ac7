/**
 * STN5 (ADR 0057): which lines this kitchen screen shows, remembered on the device like the sound unlock: every
 * station's (All), one or more stations', or the expo view of whole orders. Stations since deleted drop out.
 */
import type { StationRow } from '@tavola/shared';
import { useCallback, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';

export type StationChoice =
  | { readonly view: 'all' }
  | { readonly view: 'stations'; readonly stationIds: readonly string[] }
  | { readonly view: 'expo' };

export const ALL_STATIONS: StationChoice = { view: 'all' };

export function parseChoice(text: string | null): StationChoice {
  try {
    const x = JSON.parse(text ?? '') as { view?: unknown; stationIds?: unknown };
    if (x.view === 'expo') return { view: 'expo' };
    if (x.view === 'stations' && Array.isArray(x.stationIds)) {
      const stationIds = x.stationIds.filter((id): id is string => typeof id === 'string');
      if (stationIds.length) return { view: 'stations', stationIds };
    }
  } catch {
    // nothing remembered, or not ours: every station
  }
  return ALL_STATIONS;
}

/** The station ids a choice filters by (empty: every line, STN1), without stations that no longer exist. */
export function chosenStationIds(
  choice: StationChoice,
  stations: readonly StationRow[] | undefined,
): string[] {
  if (choice.view !== 'stations' || !stations) return [];
  return choice.stationIds.filter((id) => stations.some((s) => s.id === id));
}

export function useStationChoice(): [StationChoice, (next: StationChoice) => void] {
  const [choice, setChoice] = useState(() => parseChoice(readStorage('local', STORAGE_KEYS.kitchenStations)));
  const choose = useCallback((next: StationChoice) => {
    writeStorage('local', STORAGE_KEYS.kitchenStations, JSON.stringify(next));
    setChoice(next);
  }, []);
  return [choice, choose];
}
