/** The per-line notes dialog: at most 100 characters, said in the label (CART7). */
import { CART_LIMITS, notesField } from '@tavola/shared';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { PosLine } from './pos-cart.ts';

const notesForm = v.object({ notes: notesField });

type Props = {
  line: PosLine;
  onClose: () => void;
  onSave: (notes: string | null) => void;
};

export function NoteDialog({ line, onClose, onSave }: Props) {
  const t = useT();
  const form = useSchemaForm(notesForm, ({ notes }) => onSave(notes));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('pos.notesTitle', { title: line.title })}
      size="small"
      testId="note-dialog"
    >
      <form onSubmit={form.onSubmit} noValidate aria-label={t('pos.notes')}>
        <FormError form={form} />
        <Field
          form={form}
          name="notes"
          label={t('pos.notesMax', { max: CART_LIMITS.notesMax })}
          defaultValue={line.notes ?? ''}
          maxLength={CART_LIMITS.notesMax}
          autoComplete="off"
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('pos.close')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('pos.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
