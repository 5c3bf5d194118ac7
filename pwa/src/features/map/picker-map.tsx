/**
 * The location picker map (maplibre, loaded on demand): a draggable pin that a click also moves. Used by the
 * super-admin's map details screen and the diner's delivery location; its own module so that neither carries
 * the other's code, and a lazy import keeps maplibre out of every first load.
 */
import { FALLBACK } from '@tavola/shared';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { loadMaplibre, loadMapStyle, MAP_DEFAULTS, refitOnFullscreen } from './load-maplibre.ts';
import './picker-map.css';

export type LatLng = { lat: number; lng: number };
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
export const latLngText = (p: LatLng) => `${round6(p.lat)},${round6(p.lng)}`;

export function PickerMap({ start, onPick }: { start: LatLng; onPick: (p: LatLng) => void }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    let map: MapLibreMap | null = null;
    let marker: Marker | null = null;
    let unrefit = () => {};
    let cancelled = false;
    (async () => {
      try {
        const [lib, style] = await Promise.all([loadMaplibre(), loadMapStyle()]);
        if (cancelled || !container.current) return;
        map = new lib.Map({
          container: container.current,
          style,
          center: [start.lng, start.lat],
          zoom: MAP_DEFAULTS.zoom,
        });
        map.addControl(new lib.NavigationControl(), 'top-right');
        map.addControl(new lib.FullscreenControl(), 'top-right');
        unrefit = refitOnFullscreen(map);
        map.on('load', () => !cancelled && setReady(true));
        const m = new lib.Marker({ draggable: true, color: '#b5452c' })
          .setLngLat([start.lng, start.lat])
          .addTo(map);
        marker = m;
        m.on('dragend', () => {
          const p = m.getLngLat();
          onPickRef.current({ lat: p.lat, lng: p.lng });
        });
        map.on('click', (e) => {
          m.setLngLat(e.lngLat);
          onPickRef.current({ lat: e.lngLat.lat, lng: e.lngLat.lng });
        });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      unrefit();
      marker?.remove();
      map?.remove();
    };
  }, [start]);

  if (failed) return <StatusLine kind="error">{FALLBACK.mapInit}</StatusLine>;
  return (
    <div className="picker-frame">
      <div ref={container} className="picker-canvas" data-testid="picker-map" />
      {!ready && (
        <p className="picker-overlay" role="status">
          {t('map.loading')}
        </p>
      )}
    </div>
  );
}
