/**
 * Map Settings (SET5): the admin clicks the store's location on a map and saves it
 * (POST /settings/set-latlng). maplibre loads only here; without a configured style the map draws a plain
 * background, so the picker still works offline from tiles.
 */
import { parseLatLng, TEXTS } from '@tavola/shared';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { apiPost } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { withToast } from '../../lib/toast.tsx';
import { loadMaplibre, loadMapStyle, MAP_DEFAULTS } from '../map/load-maplibre.ts';
import { LocationFields } from '../map/location-fields.tsx';
import { useSingleton } from './settings-data.ts';
import { SettingsPage } from './settings-page.tsx';

type LatLng = { lat: number; lng: number };
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
export const latLngText = (p: LatLng): string => `${round6(p.lat)},${round6(p.lng)}`;

/** A style with no sources: used when the server has no map style to offer. */
export const BACKGROUND_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#efe9dc' } }],
};

async function styleOrBackground(): Promise<string | StyleSpecification> {
  try {
    return await loadMapStyle();
  } catch {
    return BACKGROUND_STYLE;
  }
}

function Picker({ start, onPick }: { start: LatLng | null; onPick: (p: LatLng) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    let map: MapLibreMap | null = null;
    let cancelled = false;
    (async () => {
      try {
        const [lib, style] = await Promise.all([loadMaplibre(), styleOrBackground()]);
        if (cancelled || !container.current) return;
        const centre = start ?? MAP_DEFAULTS.center;
        map = new lib.Map({
          container: container.current,
          style,
          center: [centre.lng, centre.lat],
          zoom: MAP_DEFAULTS.zoom,
        });
        map.addControl(new lib.NavigationControl(), 'top-right');
        const marker = new lib.Marker({ color: '#b5452c' });
        if (start) marker.setLngLat([start.lng, start.lat]).addTo(map);
        map.on('click', (e) => {
          if (!map) return;
          marker.setLngLat(e.lngLat).addTo(map);
          onPickRef.current({ lat: e.lngLat.lat, lng: e.lngLat.lng });
        });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [start]);

  if (failed) return <StatusLine kind="error">Failed to initialize map.</StatusLine>;
  return <div ref={container} className="settings-map" data-testid="settings-map" />;
}

export function MapSettingsScreen() {
  const store = useSingleton('storeSettings');
  const user = useSessionUser();
  const saved = store?.latlng ?? null;
  const start = useMemo(() => parseLatLng(saved), [saved]);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [busy, setBusy] = useState(false);

  const saveLocation = async () => {
    if (!picked) return;
    setBusy(true);
    const r = await withToast(() =>
      apiPost('/settings/set-latlng', { tenantId: user?.tenant_id ?? null, latlng: latLngText(picked) }),
    );
    setBusy(false);
    if (r.ok) setPicked(null);
  };

  return (
    <SettingsPage title="Map Settings" testId="map-settings">
      {store === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <>
          <p className="muted">
            Click the map at the store's entrance, or type its coordinates or use your location, then save.
          </p>
          <Picker start={start} onPick={setPicked} />
          <LocationFields onPick={setPicked} />
          <div className="settings-actions map-bar">
            <p data-testid="picked-location">
              {picked ? `Selected: ${latLngText(picked)}` : `Saved: ${saved ?? 'none'}`}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!picked || busy}
              onClick={() => void saveLocation()}
            >
              Save
            </button>
          </div>
        </>
      )}
    </SettingsPage>
  );
}
