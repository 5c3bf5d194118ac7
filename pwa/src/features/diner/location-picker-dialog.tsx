/**
 * The diner's map picker: maplibre is fetched only when this dialog opens (the diner bundle stays light);
 * saving posts the point ('Location saved successfully') and keeps it with the delivery details.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { withToast } from '../../lib/toast.tsx';
import { MAP_DEFAULTS } from '../map/load-maplibre.ts';
import type { LatLng } from '../map/picker-map.tsx';
import { dinerApi } from './diner-api.ts';
import { DINER_TEXTS } from './diner-texts.ts';

const PickerMap = lazy(() => import('../map/picker-map.tsx').then((m) => ({ default: m.PickerMap })));

type Props = {
  qrcode: string;
  dinerId: string;
  phone: string | null;
  /** Where the pin starts: the saved point, else the store, else the default centre. */
  start: LatLng | null;
  onClose: () => void;
  onSaved: (p: LatLng) => void;
};

export function LocationPickerDialog({ qrcode, dinerId, phone, start, onClose, onSaved }: Props) {
  const origin = useMemo(() => start ?? MAP_DEFAULTS.center, [start]);
  const [picked, setPicked] = useState<LatLng | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const p = picked ?? origin;
    setBusy(true);
    const r = await withToast(
      () => dinerApi.saveLocation(qrcode, dinerId, p.lat, p.lng, phone),
      DINER_TEXTS.locationSaved,
    );
    setBusy(false);
    if (r.ok) {
      onSaved(p);
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} title="Pick your location" size="sheet" testId="location-picker">
      <p className="muted">Tap the map or drag the pin to where you are.</p>
      <Suspense fallback={<p role="status">Loading map...</p>}>
        <PickerMap start={origin} onPick={setPicked} />
      </Suspense>
      <button
        type="button"
        className="btn btn-primary btn-block diner-cta"
        disabled={busy}
        onClick={() => void save()}
      >
        Save location
      </button>
    </Dialog>
  );
}
