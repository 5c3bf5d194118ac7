/** A delivery order's Delivery Details block: customer name, phone, address, landmark and a map link. */
import { Fragment } from 'react';
import type { DeliveryDetails as Details } from './orders-data.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

export function DeliveryDetails({ details }: { details: Details }) {
  const rows: [string, string | null][] = [
    ['Name', details.name],
    ['Phone', details.phone],
    ['Address', details.address],
    ['Landmark', details.landmark],
  ];
  return (
    <section className="delivery-details" aria-label={ORDERS_TEXTS.deliveryDetails}>
      <h4>{ORDERS_TEXTS.deliveryDetails}</h4>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '-'}</dd>
          </Fragment>
        ))}
      </dl>
      {details.mapUrl && (
        <a href={details.mapUrl} target="_blank" rel="noopener noreferrer" className="map-link">
          Open in Maps
        </a>
      )}
    </section>
  );
}
