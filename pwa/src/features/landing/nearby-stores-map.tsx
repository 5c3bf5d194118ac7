/**
 * The landing page's map of stores near the visitor (PLAT1): 50vh, every
 * message of the permission states, markers with logo, name and 'View Menu' (opens /m/{code} in a new
 * tab). It follows changes of the location permission. maplibre loads only once a location is known.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import {
  loadMaplibre,
  loadMapStyle,
  MAP_DEFAULTS,
  type MapLibre,
  refitOnFullscreen,
} from '../map/load-maplibre.ts';
import { MAP_TEXTS } from './map-texts.ts';

export type NearbyStore = {
  latlng: string;
  logo_url: string | null;
  store_name: string;
  unique_qr_code: string;
};

type LatLng = { lat: number; lng: number };
type State =
  | {
      kind: 'checking' | 'locating' | 'ask' | 'blocked' | 'location-error' | 'permission-error' | 'map-error';
    }
  | { kind: 'map'; at: LatLng };

const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };
const PERMISSION_DENIED = 1;

export const menuUrl = (code: string) => `/m/${encodeURIComponent(code)}`;

function popupContent(store: NearbyStore): HTMLElement {
  const box = document.createElement('div');
  box.className = 'store-popup';
  if (store.logo_url) {
    const img = document.createElement('img');
    img.src = store.logo_url;
    img.alt = '';
    img.width = 48;
    img.height = 48;
    box.append(img);
  }
  const name = document.createElement('h3');
  name.textContent = store.store_name;
  const view = document.createElement('button');
  view.type = 'button';
  view.className = 'btn btn-primary btn-small';
  view.textContent = 'View Menu';
  view.addEventListener('click', () => window.open(menuUrl(store.unique_qr_code), '_blank', 'noopener'));
  box.append(name, view);
  return box;
}

function markerElement(store: NearbyStore): HTMLElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'store-marker';
  el.setAttribute('aria-label', store.store_name);
  el.title = store.store_name;
  if (store.logo_url) {
    const img = document.createElement('img');
    img.src = store.logo_url;
    img.alt = '';
    el.append(img);
  } else {
    el.textContent = store.store_name.trim().charAt(0).toUpperCase() || '•';
  }
  return el;
}

function addStores(lib: MapLibre, map: MapLibreMap, stores: readonly NearbyStore[]): void {
  for (const s of stores) {
    const [lat, lng] = s.latlng.split(',').map(Number);
    if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) continue;
    const popup = new lib.Popup({ maxWidth: MAP_DEFAULTS.popupMaxWidth, offset: 22 }).setDOMContent(
      popupContent(s),
    );
    new lib.Marker({ element: markerElement(s) }).setLngLat([lng, lat]).setPopup(popup).addTo(map);
  }
}

function StoresMap({ at, onFail }: { at: LatLng; onFail: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let map: MapLibreMap | null = null;
    let unrefit = () => {};
    let cancelled = false;
    (async () => {
      try {
        const [lib, style] = await Promise.all([loadMaplibre(), loadMapStyle()]);
        if (cancelled || !container.current) return;
        map = new lib.Map({
          container: container.current,
          style,
          center: [at.lng, at.lat],
          zoom: MAP_DEFAULTS.zoom,
          attributionControl: { compact: true },
        });
        map.addControl(new lib.NavigationControl(), 'top-right');
        map.addControl(new lib.FullscreenControl(), 'top-right');
        unrefit = refitOnFullscreen(map);
        const loaded = map;
        let shown = false;
        loaded.on('error', () => {
          if (!shown && !cancelled) onFail();
        });
        loaded.on('load', () => {
          shown = true;
          if (!cancelled) setReady(true);
        });
        new lib.Marker({ color: '#1f1a17' }).setLngLat([at.lng, at.lat]).addTo(loaded);
        const r = await apiPost<{ result: NearbyStore[] }>(
          '/qrmenu/get-all-latlng',
          { location: `${at.lat},${at.lng}` },
          { refreshOnAuthError: false },
        );
        if (!cancelled && r.ok) addStores(lib, loaded, r.data.result);
      } catch {
        if (!cancelled) onFail();
      }
    })();
    return () => {
      cancelled = true;
      unrefit();
      map?.remove();
    };
  }, [at, onFail]);

  return (
    <div className="map-frame">
      <div ref={container} className="map-canvas" data-testid="stores-map" />
      {!ready && (
        <p className="map-overlay" role="status">
          {MAP_TEXTS.loading}
        </p>
      )}
    </div>
  );
}

export function NearbyStoresMap() {
  const [state, setState] = useState<State>({ kind: 'checking' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'location-error' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ kind: 'map', at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (e) => setState({ kind: e.code === PERMISSION_DENIED ? 'blocked' : 'location-error' }),
      GEO_OPTIONS,
    );
  }, []);

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const follow = (s: PermissionState) => {
      if (s === 'granted') locate();
      else setState({ kind: 'ask' });
    };
    const onChange = () => status && follow(status.state);
    (async () => {
      if (!navigator.permissions?.query) {
        setState({ kind: 'ask' });
        return;
      }
      try {
        status = await navigator.permissions.query({ name: 'geolocation' });
      } catch {
        if (!cancelled) setState({ kind: 'permission-error' });
        return;
      }
      if (cancelled) return;
      follow(status.state);
      status.addEventListener('change', onChange);
    })();
    return () => {
      cancelled = true;
      status?.removeEventListener('change', onChange);
    };
  }, [locate]);

  const onFail = useCallback(() => setState({ kind: 'map-error' }), []);

  if (state.kind === 'map') return <StoresMap at={state.at} onFail={onFail} />;
  return (
    <div className="map-frame map-message" data-testid="map-message">
      {(state.kind === 'checking' || state.kind === 'locating') && <p role="status">{MAP_TEXTS.loading}</p>}
      {state.kind === 'ask' && (
        <>
          <p>{MAP_TEXTS.allow}</p>
          <button type="button" className="btn btn-primary" onClick={locate}>
            {MAP_TEXTS.allowButton}
          </button>
        </>
      )}
      {state.kind === 'blocked' && <p role="alert">{MAP_TEXTS.enableInSettings}</p>}
      {state.kind === 'location-error' && <p role="alert">{MAP_TEXTS.locationFailed}</p>}
      {state.kind === 'permission-error' && <p role="alert">{MAP_TEXTS.permissionFailed}</p>}
      {state.kind === 'map-error' && <p role="alert">{MAP_TEXTS.mapFailed}</p>}
    </div>
  );
}
