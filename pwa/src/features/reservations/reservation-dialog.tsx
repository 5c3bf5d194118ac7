/**
 * Add Reservation and Update Reservation (VAL11, RES1-RES2): customer search by phone
 * (add only), date-time on the store's wall clock, table, people count, status, notes.
 */
import {
  type CustomerRow,
  createReservation,
  instantOfWallTime,
  parseWith,
  RESERVATION_STATUSES,
  type ReservationRow,
  reservationAddArgsAt,
  reservationCustomerSearchArgs,
  reservationUpdateArgs,
  type StoreClock,
  updateReservation,
} from '@tavola/shared';
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useDeviceDb } from '../../db/hooks.ts';
import { uuidv7 } from '../../db/ids.ts';
import { t, useT } from '../../i18n/i18n.ts';
import { RESERVATION_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { save, useSorted } from '../settings/settings-data.ts';
import { DialogActions, SelectField, TextAreaField } from '../settings/settings-fields.tsx';
import { wallInput } from './date-filter.tsx';

// read from the current language's catalog when used (I18N1)
export const STATUS_LABELS: Record<string, string> = {
  get booked() {
    return t('reservations.status.booked');
  },
  get paid() {
    return t('reservations.status.paid');
  },
  get cancelled() {
    return t('reservations.status.cancelled');
  },
};

/** Tavola's text when no customer has the searched phone; the spec has none. */
export const CUSTOMER_NOT_FOUND_BY_PHONE = 'No customer found with this phone!';

/** 'Customer: <strong>name</strong>', the name where the language puts it in the sentence. */
function CustomerName({ name }: { name: string }) {
  const t = useT();
  const [before, after] = t('reservations.customer', { name: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}

/** A datetime-local text ('YYYY-MM-DDTHH:mm') read on the store's wall clock as epoch ms; other input as is. */
const withWallDate = <S extends v.GenericSchema>(schema: S, timeZone: string) =>
  v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (typeof input !== 'object' || input === null) return input;
      const out: Record<string, unknown> = { ...input };
      const m = typeof out.date === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(out.date) : null;
      if (m?.[1]) out.date = instantOfWallTime(m[1], Number(m[2]) * 60 + Number(m[3]), timeZone);
      return out;
    }),
    schema,
  );

function CustomerSearch({
  customer,
  onFound,
}: {
  customer: CustomerRow | null;
  onFound: (c: CustomerRow | null) => void;
}) {
  const t = useT();
  const id = useId();
  const db = useDeviceDb();
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const search = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = parseWith(reservationCustomerSearchArgs, { phone });
    if (!parsed.ok) {
      setMessage(parsed.message);
      return;
    }
    const found = db ? await db.customers.where('phone').equals(parsed.value.phone).first() : undefined;
    setMessage(found ? null : t('reservations.customerNotFound'));
    onFound(found ?? null);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('reservations.customerPhone')}</label>
      <div className="input-with-button">
        <input
          id={id}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e);
          }}
          aria-invalid={message ? true : undefined}
        />
        <button type="button" className="btn btn-secondary" onClick={() => void search()}>
          {t('reservations.searchButton')}
        </button>
      </div>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      {customer && (
        <p data-testid="selected-customer">
          <CustomerName name={customer.name} /> ({customer.phone})
        </p>
      )}
    </div>
  );
}

/** `reservation` null: a new booking; a row: its update (the customer is kept). */
export function ReservationDialog({
  reservation,
  customerName,
  clock,
  onClose,
}: {
  reservation: ReservationRow | null;
  customerName?: string | undefined;
  clock: StoreClock;
  onClose: () => void;
}) {
  const t = useT();
  const tables = useSorted('storeTables');
  const [customer, setCustomer] = useState<CustomerRow | null>(null);
  const schema = useMemo(
    () =>
      withWallDate(reservation ? reservationUpdateArgs : reservationAddArgsAt(Date.now()), clock.timeZone),
    [reservation, clock.timeZone],
  );
  const extra = useCallback(
    () => (reservation ? { id: reservation.id } : { customerId: customer?.id ?? '' }),
    [reservation, customer],
  );
  const form = useSchemaForm(
    schema,
    async (args) => {
      const saved = reservation
        ? await save(
            updateReservation,
            args as v.InferOutput<typeof reservationUpdateArgs>,
            RESERVATION_SAVED_TEXTS.updated(t),
          )
        : await save(
            createReservation,
            { id: uuidv7(), ...(args as v.InferOutput<ReturnType<typeof reservationAddArgsAt>>) },
            RESERVATION_SAVED_TEXTS.added(t),
          );
      if (saved) onClose();
    },
    extra,
  );
  const title = reservation ? t('reservations.update') : t('reservations.add');
  return (
    <Dialog open onClose={onClose} title={title} testId="reservation-dialog">
      {reservation ? (
        <p>
          <CustomerName name={customerName ?? '-'} />
        </p>
      ) : (
        <CustomerSearch customer={customer} onFound={setCustomer} />
      )}
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field
          form={form}
          name="date"
          label={t('reservations.dateTime')}
          type="datetime-local"
          required
          defaultValue={reservation ? wallInput(reservation.date, clock.timeZone) : ''}
        />
        {/* remounted once the tables are read, so the booked table is selected (an uncontrolled select
            keeps 'No table' when its default arrives before its option) */}
        <SelectField
          key={tables ? 'tables' : 'loading'}
          form={form}
          name="tableId"
          label={t('reservations.table')}
          defaultValue={reservation?.tableId ?? ''}
        >
          <option value="">{t('reservations.noTable')}</option>
          {/* RES4: a removed table stays the booking's until the host picks another (saving keeps it) */}
          {tables && reservation?.tableId && !tables.some((t) => t.id === reservation.tableId) && (
            <option value={reservation.tableId}>{t('reservations.tableRemoved')}</option>
          )}
          {tables?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.tableTitle}
            </option>
          ))}
        </SelectField>
        <Field
          form={form}
          name="peopleCount"
          label={t('reservations.peopleCount')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={reservation ? String(reservation.peopleCount) : ''}
        />
        <SelectField
          form={form}
          name="status"
          label={t('reservations.status')}
          defaultValue={reservation?.status ?? 'booked'}
        >
          {RESERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          form={form}
          name="notes"
          label={t('reservations.notes')}
          maxLength={500}
          defaultValue={reservation?.notes ?? ''}
        />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
