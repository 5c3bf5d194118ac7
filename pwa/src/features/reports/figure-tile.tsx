/** One figure of the dashboard home and the reports screen: a label and its value. */
export function FigureTile({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="card figure-tile" data-testid={testId}>
      <p className="figure-label">{label}</p>
      <p className="figure-value">{value}</p>
    </div>
  );
}
