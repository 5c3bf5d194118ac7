/** Inputs the settings forms need beside `Field`: a select, a text area and a switch, in the same pattern. */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import type { SchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

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
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
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
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
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
