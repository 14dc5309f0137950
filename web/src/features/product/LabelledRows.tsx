/** Labels beside their values, one row each, in a list of the given classes. */
export function LabelledRows({ rows, className, rowClassName }: { rows: ReadonlyArray<readonly [string, string]>; className: string; rowClassName: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
