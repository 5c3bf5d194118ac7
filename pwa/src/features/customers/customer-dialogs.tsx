/** Add Customer, Update Customer (phone read-only) and Settle Dues (VAL9, CUS1-CUS4). */
import {
  CUSTOMER_SAVED,
  type CustomerAddArgs,
  type CustomerRow,
  calendarToday,
  createCustomer,
  customerAddArgsOn,
  customerUpdateArgsOn,
  settleCustomerDues,
  settleDuesArgs,
  updateCustomer,
} from '@tavola/shared';
import { useCallback, useMemo } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyText, withMoneyText } from '../settings/money-text.ts';
import { save, useSingleton, useSorted } from '../settings/settings-data.ts';
import { DialogActions, SelectField } from '../settings/settings-fields.tsx';

/** The store's calendar date now (VAL9: a birth date may not be after it). */
function useToday(): string {
  const store = useSingleton('storeSettings');
  return calendarToday(Date.now(), store?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** `customer` null: a new customer; a row: its update, with the phone read-only. */
export function CustomerDialog({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const today = useToday();
  const schema = useMemo(
    () => (customer ? customerUpdateArgsOn(today) : customerAddArgsOn(today)),
    [customer, today],
  );
  const form = useSchemaForm(schema, async (args) => {
    const saved = customer
      ? await save(updateCustomer, { id: customer.id, ...args }, CUSTOMER_SAVED.updated)
      : await save(createCustomer, { id: uuidv7(), ...(args as CustomerAddArgs) }, CUSTOMER_SAVED.added);
    if (saved) onClose();
  });
  const title = customer ? 'Update Customer' : 'Add Customer';
  return (
    <Dialog open onClose={onClose} title={title} testId="customer-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        {customer ? (
          <Field form={form} name="phone-readonly" label="Phone" readOnly value={customer.phone} />
        ) : (
          <Field form={form} name="phone" label="Phone" type="tel" required maxLength={20} />
        )}
        <Field form={form} name="name" label="Name" required defaultValue={customer?.name ?? ''} />
        <Field form={form} name="email" label="Email" type="email" defaultValue={customer?.email ?? ''} />
        <Field
          form={form}
          name="birthDate"
          label="Birth Date"
          type="date"
          max={today}
          defaultValue={customer?.birthDate ?? ''}
        />
        <SelectField form={form} name="gender" label="Gender" defaultValue={customer?.gender ?? ''}>
          <option value="">Select</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
          <option value="other">Other</option>
        </SelectField>
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}

const settleForm = withMoneyText(settleDuesArgs, ['amount']);

/** CUS4: a payment against the customer's khata, at most the balance due. */
export function SettleDuesDialog({
  customer,
  currency,
  onClose,
}: {
  customer: CustomerRow;
  currency: string | null | undefined;
  onClose: () => void;
}) {
  const paymentTypes = useSorted('paymentTypes')?.filter((p) => p.isActive);
  const extra = useCallback(() => ({ customerId: customer.id }), [customer.id]);
  const form = useSchemaForm(
    settleForm,
    async (args) => {
      if (await save(settleCustomerDues, args, CUSTOMER_SAVED.settled)) onClose();
    },
    extra,
  );
  return (
    <Dialog open onClose={onClose} title="Settle Dues" testId="settle-dues-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Settle Dues">
        <FormError form={form} />
        <p>
          {customer.name} owes <strong>{formatMoney(customer.balanceDue, currency)}</strong>
        </p>
        <Field
          form={form}
          name="amount"
          label="Amount"
          inputMode="decimal"
          required
          defaultValue={moneyText(customer.balanceDue)}
        />
        <SelectField form={form} name="paymentTypeId" label="Payment Type" defaultValue="">
          <option value="">Select</option>
          {paymentTypes?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </SelectField>
        <DialogActions onClose={onClose} pending={form.pending} label="Settle" />
      </form>
    </Dialog>
  );
}
