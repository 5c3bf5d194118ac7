/** An amount typed by the cashier (MON5): its minor units, or null while it is not a valid amount. */
import { type Money, parseMoney } from '@tavola/shared';

export const amountOf = (text: string): Money | null => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
};

export function MoneyInput({
  label,
  value,
  onChange,
  testId,
  error = null,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  testId: string;
  /** WALL3: the field's own error, shown right under it and tied to it for screen readers. */
  error?: string | null;
  placeholder?: string;
}) {
  const errorId = `${testId}-error`;
  return (
    <>
      <label className="field">
        <span>{label}</span>
        <input
          inputMode="decimal"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="form-error" data-testid={errorId}>
          {error}
        </p>
      )}
    </>
  );
}
