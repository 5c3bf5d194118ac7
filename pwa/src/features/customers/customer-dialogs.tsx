/** Add Customer, Update Customer (phone read-only) and Settle Dues (VAL9, CUS1-CUS4). */
import {
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
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { CUSTOMER_SAVED_TEXTS } from '../../i18n/status-texts.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyText, withMoneyText } from '../settings/money-text.ts';
import { save, useSingleton, useSorted } from '../settings/settings-data.ts';
import { FormDialog, SelectField } from '../settings/settings-fields.tsx';

/** The store's calendar date now (VAL9: a birth date may not be after it). */
function useToday(): string {
  const store = useSingleton('storeSettings');
  return calendarToday(Date.now(), store?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** `customer` null: a new customer; a row: its update, with the phone read-only. */
export function CustomerDialog({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const t = useT();
  const today = useToday();
  const schema = useMemo(
    () => (customer ? customerUpdateArgsOn(today) : customerAddArgsOn(today)),
    [customer, today],
  );
  const form = useSchemaForm(schema, async (args) => {
    const saved = customer
      ? await save(updateCustomer, { id: customer.id, ...args }, CUSTOMER_SAVED_TEXTS.updated(t))
      : await save(
          createCustomer,
          { id: uuidv7(), ...(args as CustomerAddArgs) },
          CUSTOMER_SAVED_TEXTS.added(t),
        );
    if (saved) onClose();
  });
  const title = customer ? t('customers.update') : t('customers.add');
  return (
    <FormDialog title={title} testId="customer-dialog" form={form} onClose={onClose}>
      {customer ? (
        <Field
          form={form}
          name="phone-readonly"
          label={t('customers.phone')}
          readOnly
          value={customer.phone}
        />
      ) : (
        <Field form={form} name="phone" label={t('customers.phone')} type="tel" required maxLength={20} />
      )}
      <Field
        form={form}
        name="name"
        label={t('customers.name')}
        required
        defaultValue={customer?.name ?? ''}
      />
      <Field
        form={form}
        name="email"
        label={t('customers.email')}
        type="email"
        defaultValue={customer?.email ?? ''}
      />
      <Field
        form={form}
        name="birthDate"
        label={t('customers.birthDate')}
        type="date"
        max={today}
        defaultValue={customer?.birthDate ?? ''}
      />
      <SelectField
        form={form}
        name="gender"
        label={t('customers.gender')}
        defaultValue={customer?.gender ?? ''}
      >
        <option value="">{t('customers.select')}</option>
        <option value="female">{t('customers.gender.female')}</option>
        <option value="male">{t('customers.gender.male')}</option>
        <option value="other">{t('customers.gender.other')}</option>
      </SelectField>
    </FormDialog>
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
  const t = useT();
  const paymentTypes = useSorted('paymentTypes')?.filter((p) => p.isActive);
  const extra = useCallback(() => ({ customerId: customer.id }), [customer.id]);
  const form = useSchemaForm(
    settleForm,
    async (args) => {
      if (await save(settleCustomerDues, args, CUSTOMER_SAVED_TEXTS.settled(t))) onClose();
    },
    extra,
  );
  const owes = t('customers.owes', { name: customer.name, amount: '\u0000' }).split('\u0000');
  return (
    <FormDialog
      title={t('customers.settleDues')}
      testId="settle-dues-dialog"
      form={form}
      onClose={onClose}
      saveLabel={t('customers.settle')}
    >
      <p>
        {/* the amount stands out wherever the language puts it in the sentence */}
        {owes[0]}
        <strong>{formatMoney(customer.balanceDue, currency)}</strong>
        {owes[1]}
      </p>
      <Field
        form={form}
        name="amount"
        label={t('customers.amount')}
        inputMode="decimal"
        required
        defaultValue={moneyText(customer.balanceDue)}
      />
      <SelectField form={form} name="paymentTypeId" label={t('customers.paymentType')} defaultValue="">
        <option value="">{t('customers.select')}</option>
        {paymentTypes?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
