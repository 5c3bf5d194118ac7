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
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  testId: string;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
