/**
 * MAP1: a location without the map: typed coordinates ('lat,lng', PLAT1) or the browser's own position, so a
 * picker works where no base map is configured (MAP_TILE_URL=off) or the map cannot load.
 */
import { parseLatLng } from '@tavola/shared';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import type { LatLng } from './picker-map.tsx';
import './location-fields.css';

export const INVALID_LOCATION = 'Please provide a valid location!';
export const LOCATION_UNAVAILABLE = 'Your location is not available. Type the coordinates instead.';

export function LocationFields({ onPick }: { onPick: (p: LatLng) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const p = parseLatLng(text);
    setError(p ? null : t('map.invalidLocation'));
    if (p) onPick(p);
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setError(t('map.locationUnavailable'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setError(null);
        onPick({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      () => setError(t('map.locationUnavailable')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <div className="field location-fields">
      <label htmlFor={id}>{t('map.coordinates')}</label>
      <div className="location-fields-row">
        <input
          id={id}
          value={text}
          placeholder="12.9716,77.5946"
          inputMode="decimal"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="btn btn-secondary" onClick={apply}>
          {t('map.useCoordinates')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={locate}>
          {t('map.useMyLocation')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
