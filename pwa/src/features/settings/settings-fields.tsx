/** The settings forms' inputs beside `Field` (select, text area, switch) and the dialog that holds such a form. */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { errorAria, FieldError, FieldLabel, FormError, type SchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';

type SelectProps = {
  form: SchemaForm;
  name: string;
  label: string;
  children: ReactNode;
  required?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'form' | 'required'>;

export function SelectField({ form, name, label, children, required, ...select }: SelectProps) {
  const id = useId();
  const error = form.errorFor(name);
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <select id={id} name={name} required={required} {...errorAria(id, error)} {...select}>
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

type TextAreaProps = { form: SchemaForm; name: string; label: string } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'form'
>;

export function TextAreaField({ form, name, label, ...area }: TextAreaProps) {
  const id = useId();
  const error = form.errorFor(name);
  return (
    <div className="field">
      <FieldLabel id={id} label={label} />
      <textarea id={id} name={name} rows={3} {...errorAria(id, error)} {...area} />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled on/off switch (a checkbox with role switch); controlled, so forms pass it as an extra value. */
export function Switch({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="settings-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Close and Save (or another label) at the foot of a settings dialog. */
export function DialogActions({
  onClose,
  pending,
  label,
}: {
  onClose: () => void;
  pending: boolean;
  label?: string;
}) {
  const t = useT();
  return (
    <div className="dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t('common.close')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {label ?? t('settings.save')}
      </button>
    </div>
  );
}

/** The Save button under a settings page's form. */
export function SaveRow({ pending }: { pending: boolean }) {
  const t = useT();
  return (
    <div className="settings-actions">
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
        {t('settings.save')}
      </button>
    </div>
  );
}

/** A dialog holding one form: the form's own error on top, Close and Save (or `saveLabel`) at its foot. */
export function FormDialog({
  title,
  testId,
  form,
  onClose,
  saveLabel,
  children,
}: {
  title: string;
  testId: string;
  form: SchemaForm;
  onClose: () => void;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} title={title} testId={testId}>
      <form onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormError form={form} />
        {children}
        <DialogActions
          onClose={onClose}
          pending={form.pending}
          {...(saveLabel ? { label: saveLabel } : {})}
        />
      </form>
    </Dialog>
  );
}
