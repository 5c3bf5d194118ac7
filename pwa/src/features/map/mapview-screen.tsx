/**
 * mapview (the super-admin console's map details screen, PLAT1): the operator picks a store's
 * location on the map and saves it. Reached from a tenant's details card (/mapview?tenant={id}).
 */
import { Link, useSearch } from '@tanstack/react-router';
import { FALLBACK, parseLatLng, TEXTS } from '@tavola/shared';
import { useMemo, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { superadminApi } from '../superadmin/superadmin-api.ts';
import { MAP_DEFAULTS } from './load-maplibre.ts';
import './mapview.css';
import { LocationFields } from './location-fields.tsx';
import { type LatLng, latLngText, PickerMap } from './picker-map.tsx';

export function MapviewScreen() {
  const search = useSearch({ strict: false }) as { tenant?: unknown };
  const tenantId = typeof search.tenant === 'string' ? search.tenant : '';
  const { data, error, fetching, refetch } = useQuery(
    `superadmin/tenants/${tenantId}/subscription-history`,
    () => superadminApi.tenantDetail(tenantId),
  );
  const savedText = data?.storeDetails?.latlng ?? null;
  // the map starts where the store was saved, else at the default centre; a new object would restart it
  const origin = useMemo<LatLng>(() => parseLatLng(savedText) ?? MAP_DEFAULTS.center, [savedText]);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!picked) return;
    setBusy(true);
    const r = await withToast(() => superadminApi.saveLocation(tenantId, latLngText(picked)));
    setBusy(false);
    if (r.ok) await refetch();
  };

  if (!tenantId) {
    return (
      <section className="panel message-panel" data-testid="mapview">
        <h1>Map Details</h1>
        <p>Choose a tenant first: open its subscription history and press "Set location on map".</p>
        <Link to="/superadmin/dashboard/tenants" className="btn btn-primary">
          Tenants
        </Link>
      </section>
    );
  }
  return (
    <section className="panel mapview" aria-labelledby="mapview-title" data-testid="mapview">
      <h1 id="mapview-title">Map Details{data ? `: ${data.tenantInfo.name}` : ''}</h1>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && (
        <StatusLine kind="error">{FALLBACK.subscriptionHistoryLoad}</StatusLine>
      )}
      {data && (
        <>
          <p className="muted">Click the map or drag the pin to the store's entrance, then save.</p>
          <PickerMap start={origin} onPick={setPicked} />
          <LocationFields onPick={setPicked} />
          <div className="mapview-bar">
            <p data-testid="picked-location">
              {picked ? `Selected: ${latLngText(picked)}` : `Saved: ${data.storeDetails?.latlng ?? 'none'}`}
            </p>
            <div className="mapview-actions">
              <Link
                to="/superadmin/dashboard/tenants/$id/subscription-history"
                params={{ id: tenantId }}
                className="btn btn-secondary"
              >
                Back
              </Link>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!picked || busy}
                onClick={() => void save()}
              >
                Save Location
              </button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
