/**
 * maplibre-gl and its style, loaded on demand: only the map screens (landing, mapview) fetch the library,
 * so no other chunk carries it (the diner menu and the till stay light). The style comes from POST
 * POST /maptoken; a '{token}' in the style URL is replaced with the access token.
 */
import { FALLBACK } from '@tavola/shared';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { apiPost } from '../../lib/api.ts';

export type MapLibre = typeof import('maplibre-gl');

let library: Promise<MapLibre> | null = null;

export function loadMaplibre(): Promise<MapLibre> {
  library ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
    .then(([m]) => ((m as unknown as { default?: MapLibre }).default ?? m) as MapLibre)
    .catch((error: unknown) => {
      library = null; // a failed chunk load may succeed later (the network came back)
      throw error;
    });
  return library;
}

export type MapToken = { access_token: string; style_url: string };

/** The style to draw with: absolute, token filled in; throws on failure ('Failed to initialize map.'). */
export async function loadMapStyle(): Promise<string> {
  const r = await apiPost<MapToken>('/maptoken', undefined, {
    refreshOnAuthError: false,
    fallback: FALLBACK.mapInit,
  });
  if (!r.ok) throw new Error(r.message);
  const url = new URL(r.data.style_url || '/api/v1/map/style.json', window.location.origin);
  return url.href
    .replace(encodeURIComponent('{token}'), encodeURIComponent(r.data.access_token))
    .replace('{token}', encodeURIComponent(r.data.access_token));
}

/** Map constants: default zoom 12, popups at most 500 px wide, refit 300 ms after a fullscreen change. */
export const MAP_DEFAULTS = {
  zoom: 12,
  pickerZoom: 14,
  popupMaxWidth: '500px',
  fullscreenRefitMs: 300,
  center: { lat: 12.9716, lng: 77.5946 },
} as const;

/** Resizes the map 300 ms after entering or leaving fullscreen; returns the unsubscribe. */
export function refitOnFullscreen(map: MapLibreMap): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => map.resize(), MAP_DEFAULTS.fullscreenRefitMs);
  };
  document.addEventListener('fullscreenchange', onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('fullscreenchange', onChange);
  };
}
