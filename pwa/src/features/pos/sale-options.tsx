/** Dining option (Dine-In, Delivery, Take Away) and table ('T1 - 4 persons - Ground') of the sale. */
import { DELIVERY_TYPES, type DeliveryType, type StoreTableRow } from '@tavola/shared';
import { useId, useMemo } from 'react';
import { useRows } from '../../db/hooks.ts';
import { useT } from '../../i18n/i18n.ts';
import { diningOptionLabel } from '../../i18n/shared-labels.ts';
import { usePosStore } from './pos-store.ts';

export const tableOption = (t: StoreTableRow): string =>
  `${t.tableTitle} - ${t.seatingCapacity} persons - ${t.floor}`;

const byFloorAndTitle = (a: StoreTableRow, b: StoreTableRow) =>
  a.floor.localeCompare(b.floor) || a.tableTitle.localeCompare(b.tableTitle, undefined, { numeric: true });

export function SaleOptions() {
  const id = useId();
  const deliveryType = usePosStore((s) => s.deliveryType);
  const tableId = usePosStore((s) => s.tableId);
  const setDeliveryType = usePosStore((s) => s.setDeliveryType);
  const setTableId = usePosStore((s) => s.setTableId);
  const rows = useRows('storeTables');
  const tables = useMemo(() => [...(rows ?? [])].sort(byFloorAndTitle), [rows]);
  const t = useT();
  return (
    <div className="pos-options">
      <div className="field">
        <label htmlFor={`${id}-dining`}>{t('pos.diningOption')}</label>
        <select
          id={`${id}-dining`}
          value={deliveryType}
          onChange={(e) => setDeliveryType(e.target.value as DeliveryType)}
        >
          {DELIVERY_TYPES.map((type) => (
            <option key={type} value={type}>
              {diningOptionLabel(type, t)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-table`}>{t('pos.table')}</label>
        <select
          id={`${id}-table`}
          value={tableId ?? ''}
          onChange={(e) => setTableId(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">{t('pos.selectTable')}</option>
          {tables.map((t) => (
            <option key={t.id} value={t.id}>
              {tableOption(t)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
