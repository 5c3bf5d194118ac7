/**
 * Delivery info in the cart (VAL10): name, phone, address, landmark and a map point.
 * The phone keeps its own 10 digits (VAL19: a pasted '+91 98765 43210' too); at 10 digits the details this
 * phone saved before are filled in.
 */
import { type DeliveryInfo, dinerDeliveryInfoArgs, phoneInputDigits } from '@tavola/shared';
import { useRef, useState } from 'react';
import { Field, FormError, SubmitButton, useSchemaForm } from '../../components/form.tsx';
import { withToast } from '../../lib/toast.tsx';
import { dinerApi } from './diner-api.ts';
import { useDinerStore } from './diner-store.ts';
import { LocationPickerDialog } from './location-picker-dialog.tsx';

export const PHONE_DIGITS = 10;

const TEXT_FIELDS = ['name', 'address', 'landmark'] as const;

type Props = { qrcode: string; dinerId: string; storePoint: { lat: number; lng: number } | null };

export function DeliveryInfoSection({ qrcode, dinerId, storePoint }: Props) {
  const info = useDinerStore((s) => s.delivery);
  const setDelivery = useDinerStore((s) => s.setDelivery);
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const point = info?.lat != null && info.lng != null ? { lat: info.lat, lng: info.lng } : null;

  return (
    <section className="diner-section" aria-labelledby="delivery-title" data-testid="delivery-info">
      <div className="diner-section-head">
        <h3 id="delivery-title">Delivery info</h3>
        {!editing && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditing(true)}>
            {info ? 'Edit' : 'Add details'}
          </button>
        )}
      </div>
      {editing ? (
        <DeliveryForm
          qrcode={qrcode}
          dinerId={dinerId}
          info={info}
          onDone={(next) => {
            if (next) setDelivery(next);
            setEditing(false);
          }}
        />
      ) : info ? (
        <p className="diner-delivery-text">
          <strong>{info.name || 'Guest'}</strong> · {info.phone}
          {info.address && <span className="muted"> · {info.address}</span>}
          {info.landmark && <span className="muted"> (near {info.landmark})</span>}
        </p>
      ) : (
        <p className="muted">Add your name and phone so the store can reach you.</p>
      )}
      <button type="button" className="diner-link" onClick={() => setPicking(true)}>
        {point ? 'Location saved · change on map' : 'Pick location on map'}
      </button>
      {picking && (
        <LocationPickerDialog
          qrcode={qrcode}
          dinerId={dinerId}
          phone={info?.phone || null}
          start={point ?? storePoint}
          onClose={() => setPicking(false)}
          onSaved={(p) =>
            setDelivery({ name: '', phone: '', address: '', landmark: '', ...info, lat: p.lat, lng: p.lng })
          }
        />
      )}
    </section>
  );
}

function DeliveryForm({
  qrcode,
  dinerId,
  info,
  onDone,
}: {
  qrcode: string;
  dinerId: string;
  info: DeliveryInfo | null;
  onDone: (info: DeliveryInfo | null) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(
    dinerDeliveryInfoArgs,
    async (v) => {
      const next: DeliveryInfo = {
        name: v.name ?? '',
        phone: v.phone,
        address: v.address ?? '',
        landmark: v.landmark ?? '',
        lat: info?.lat ?? null,
        lng: info?.lng ?? null,
      };
      const r = await withToast(() => dinerApi.saveDeliveryInfo(qrcode, dinerId, next));
      // kept on the phone either way: the order carries it even when the save found no signal
      onDone(r.ok || r.status === 0 ? next : null);
    },
    () => ({ qrcode, dinerId }),
  );

  const onPhone = async (input: HTMLInputElement) => {
    const digits = phoneInputDigits(input.value);
    if (digits !== input.value) input.value = digits;
    if (digits.length !== PHONE_DIGITS) return;
    const r = await dinerApi.customerLookup(qrcode, dinerId, digits);
    const found = r.ok ? r.data.customer : null;
    const el = formRef.current;
    if (!found || !el || phoneInputDigits(input.value) !== digits) return;
    for (const name of TEXT_FIELDS) {
      const field = el.elements.namedItem(name);
      const value = found[name];
      if (field instanceof HTMLInputElement && typeof value === 'string' && value !== '') field.value = value;
    }
  };

  return (
    <form ref={formRef} className="diner-form" noValidate onSubmit={form.onSubmit}>
      <Field
        form={form}
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        defaultValue={info?.phone ?? ''}
        onChange={(e) => void onPhone(e.currentTarget)}
      />
      <Field form={form} name="name" label="Name" autoComplete="name" defaultValue={info?.name ?? ''} />
      <Field
        form={form}
        name="address"
        label="Address"
        autoComplete="street-address"
        defaultValue={info?.address ?? ''}
      />
      <Field form={form} name="landmark" label="Landmark" defaultValue={info?.landmark ?? ''} />
      <FormError form={form} />
      <div className="diner-form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onDone(null)}>
          Cancel
        </button>
        <SubmitButton form={form}>Save details</SubmitButton>
      </div>
    </form>
  );
}
