/** The per-line notes dialog: at most 100 characters, said in the label (CART7). */
import { CART_LIMITS, notesField } from '@tavola/shared';
import * as v from 'valibot';
import { Dialog } from '../../components/dialog.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import type { PosLine } from './pos-cart.ts';

const notesForm = v.object({ notes: notesField });

type Props = {
  line: PosLine;
  onClose: () => void;
  onSave: (notes: string | null) => void;
};

export function NoteDialog({ line, onClose, onSave }: Props) {
  const form = useSchemaForm(notesForm, ({ notes }) => onSave(notes));
  return (
    <Dialog open onClose={onClose} title={`Notes: ${line.title}`} size="small" testId="note-dialog">
      <form onSubmit={form.onSubmit} noValidate aria-label="Notes">
        <FormError form={form} />
        <Field
          form={form}
          name="notes"
          label={`Notes (max ${CART_LIMITS.notesMax} characters)`}
          defaultValue={line.notes ?? ''}
          maxLength={CART_LIMITS.notesMax}
          autoComplete="off"
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </div>
      </form>
    </Dialog>
  );
}
