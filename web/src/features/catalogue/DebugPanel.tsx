/** The header's Debug toggle shows what the list is made from (docs/product.md section 2). */
export function DebugPanel({ values }: { values: Record<string, string | number> }) {
  return (
    <section className="debug-panel" aria-label="Debug information">
      <h2 className="debug-panel__title">Debug</h2>
      <dl>
        {Object.entries(values).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
