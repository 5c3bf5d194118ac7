/** Add Payment Type and Update Payment Type (VAL15, SET1): title and the active switch. */
import {
  createPaymentType,
  type PaymentTypeRow,
  paymentTypeAddArgs,
  paymentTypeUpdateArgs,
  updatePaymentType,
} from '@tavola/shared';
import { useCallback, useState } from 'react';
import { Field, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { save } from './settings-data.ts';
import { FormDialog, Switch } from './settings-fields.tsx';

export function PaymentTypeDialog({
  paymentType,
  onClose,
}: {
  paymentType: PaymentTypeRow | null;
  onClose: () => void;
}) {
  const t = useT();
  const [isActive, setIsActive] = useState(paymentType?.isActive ?? true);
  const extra = useCallback(() => ({ isActive }), [isActive]);
  const form = useSchemaForm(
    paymentType ? paymentTypeUpdateArgs : paymentTypeAddArgs,
    async (args) => {
      const saved = paymentType
        ? await save(updatePaymentType, { id: paymentType.id, ...args }, savedText('paymentTypeUpdated'))
        : await save(createPaymentType, { id: uuidv7(), ...args }, savedText('paymentTypeAdded'));
      if (saved) onClose();
    },
    extra,
  );
  const title = paymentType ? t('settings.paymentType.update') : t('settings.paymentType.add');
  return (
    <FormDialog title={title} testId="payment-type-dialog" form={form} onClose={onClose}>
      <Field
        form={form}
        name="title"
        label={t('settings.title')}
        required
        defaultValue={paymentType?.title ?? ''}
      />
      <Switch label={t('settings.active')} checked={isActive} onChange={setIsActive} />
    </FormDialog>
  );
}
