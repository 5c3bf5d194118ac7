/** A delivery order's Delivery Details block: customer name, phone, address, landmark and a map link. */
import { Fragment } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { DeliveryDetails as Details } from './orders-data.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';

export function DeliveryDetails({ details }: { details: Details }) {
  // FRI4: in the staff's language
  const rows: [string, string | null][] = [
    [t('orders.deliveryName'), details.name],
    [t('orders.deliveryPhone'), details.phone],
    [t('orders.deliveryAddress'), details.address],
    [t('orders.deliveryLandmark'), details.landmark],
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
          {t('orders.openInMaps')}
        </a>
      )}
    </section>
  );
}
