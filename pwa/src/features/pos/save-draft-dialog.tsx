/** Save draft: a reference name for the cart, kept only on this device (Dexie `drafts`). */
import { saveDraftArgs } from '@tavola/shared';
import { useCallback } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { currentDb } from '../../db/current.ts';
import { uuidv7 } from '../../db/ids.ts';
import { useT } from '../../i18n/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import { usePosStore } from './pos-store.ts';

export const DRAFT_SAVED = 'Draft saved!';

export function SaveDraftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const cart = useCallback(() => ({ cart: usePosStore.getState().lines }), []);
  const form = useSchemaForm(
    saveDraftArgs,
    async ({ nameRef }) => {
      const db = currentDb();
      const { lines, customer, deliveryType, tableId, billDiscount, saleId, reset } = usePosStore.getState();
      if (!db) return;
      // TILL3: the draft keeps who and where the sale is for, not only its lines; DISC7: and its discounts
      await db.drafts.put({
        id: uuidv7(),
        nameRef,
        date: Date.now(),
        cart: lines,
        customer,
        deliveryType,
        tableId,
        billDiscount,
        saleId,
      });
      // the cart is put aside: the till is free for the next customer
      reset();
      notify.success(t('pos.draftSaved'));
      onClose();
    },
    cart,
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('pos.saveDraft')} size="small" testId="save-draft">
      <form onSubmit={form.onSubmit} noValidate aria-label={t('pos.saveDraft')}>
        <FormError form={form} />
        <Field
          form={form}
          name="nameRef"
          label={t('pos.referenceName')}
          required
          autoComplete="off"
          maxLength={100}
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('pos.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.pending}>
            {t('pos.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
