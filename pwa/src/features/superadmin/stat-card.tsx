/** One figure of the console's dashboard and reports, with an optional tooltip. */
import { useId } from 'react';
import { ConsoleIcon } from './console-icons.tsx';

export function StatCard({
  label,
  value,
  tooltip,
  testId,
}: {
  label: string;
  value: string;
  tooltip?: string;
  testId?: string;
}) {
  const tipId = useId();
  return (
    <div className="card stat-card" data-testid={testId}>
      <p className="stat-label">
        {label}
        {tooltip && (
          <button type="button" className="stat-tip" aria-label="About this figure" aria-describedby={tipId}>
            <ConsoleIcon name="info" size={15} />
            <span id={tipId} role="tooltip" className="tooltip">
              {tooltip}
            </span>
          </button>
        )}
      </p>
      <p className="stat-value">{value}</p>
    </div>
  );
}
