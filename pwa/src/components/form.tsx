/**
 * The one form pattern: uncontrolled inputs read on submit, checked with the valibot schema from @tavola/shared;
 * the first failure is shown inline next to its field, and that field takes the focus.
 */
import { parseWith } from '@tavola/shared';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useId,
  useState,
} from 'react';
import type * as v from 'valibot';

type FormError = { field: string | null; message: string };

export type SchemaForm = {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  errorFor: (field: string) => string | null;
  /** A failure not tied to an input of the form (a missing token, for example). */
  formError: string | null;
  pending: boolean;
};

export function useSchemaForm<S extends v.GenericSchema>(
  schema: S,
  onValid: (value: v.InferOutput<S>) => Promise<void> | void,
  extraValues?: () => Record<string, unknown>,
): SchemaForm {
  const [error, setError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = useCallback(
    async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (pending) return;
      const form = e.currentTarget;
      const values: Record<string, unknown> = { ...extraValues?.() };
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
      const parsed = parseWith(schema, values);
      if (!parsed.ok) {
        const field = parsed.field ?? null;
        const input = field ? form.elements.namedItem(field) : null;
        setError({ field: input instanceof HTMLElement ? field : null, message: parsed.message });
        if (input instanceof HTMLElement) input.focus();
        return;
      }
      setError(null);
      setPending(true);
      try {
        await onValid(parsed.value);
      } finally {
        setPending(false);
      }
    },
    [schema, onValid, extraValues, pending],
  );

  return {
    onSubmit: (e) => void onSubmit(e),
    errorFor: (field) => (error?.field === field ? error.message : null),
    formError: error && error.field === null ? error.message : null,
    pending,
  };
}

type FieldProps = {
  form: SchemaForm;
  name: string;
  label: string;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>;

/** A field's label, with the asterisk that marks it required for users. */
export function FieldLabel({
  id,
  label,
  required,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** A field's inline error, named by the control's aria-describedby (see `errorAria`). */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The control's side of its inline error: invalid, and described by it. */
export const errorAria = (id: string, error: string | null) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled input with its inline error. `required` marks it for users; the schema does the checking. */
export function Field({ form, name, label, hint, required, ...input }: FieldProps) {
  const id = useId();
  const error = form.errorFor(name);
  return (
    <div className="field">
      <FieldLabel id={id} label={label} required={required} />
      <input id={id} name={name} required={required} {...errorAria(id, error)} {...input} />
      {hint && !error && <p className="field-hint">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FormError({ form }: { form: SchemaForm }) {
  return form.formError ? (
    <p className="form-error" role="alert">
      {form.formError}
    </p>
  ) : null;
}

export function SubmitButton({ form, children }: { form: SchemaForm; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={form.pending}
      aria-busy={form.pending}
    >
      {children}
    </button>
  );
}
