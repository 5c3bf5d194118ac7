/** Add Payment Type and Update Payment Type (VAL15, SET1): title and the active switch. */
import {
  createPaymentType,
  type PaymentTypeRow,
  paymentTypeAddArgs,
  paymentTypeUpdateArgs,
  SETTINGS_SAVED,
  updatePaymentType,
} from '@tavola/shared';
import { useCallback, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { uuidv7 } from '../../db/ids.ts';
import { save } from './settings-data.ts';
import { DialogActions, Switch } from './settings-fields.tsx';

export function PaymentTypeDialog({
  paymentType,
  onClose,
}: {
  paymentType: PaymentTypeRow | null;
  onClose: () => void;
}) {
  const [isActive, setIsActive] = useState(paymentType?.isActive ?? true);
  const extra = useCallback(() => ({ isActive }), [isActive]);
  const form = useSchemaForm(
    paymentType ? paymentTypeUpdateArgs : paymentTypeAddArgs,
    async (args) => {
      const saved = paymentType
        ? await save(updatePaymentType, { id: paymentType.id, ...args }, SETTINGS_SAVED.paymentTypeUpdated)
        : await save(createPaymentType, { id: uuidv7(), ...args }, SETTINGS_SAVED.paymentTypeAdded);
      if (saved) onClose();
    },
    extra,
  );
  const title = paymentType ? 'Update Payment Type' : 'Add Payment Type';
  return (
    <Dialog open onClose={onClose} title={title} testId="payment-type-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        <Field form={form} name="title" label="Title" required defaultValue={paymentType?.title ?? ''} />
        <Switch label="Active" checked={isActive} onChange={setIsActive} />
        <DialogActions onClose={onClose} pending={form.pending} />
      </form>
    </Dialog>
  );
}
