const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

interface FilterChecksProps {
  legend: string;
  values: readonly string[];
  chosen: readonly string[];
  onChange(chosen: string[]): void;
  label?: (value: string) => string;
  /** The sizes' chips, drawn small and side by side. */
  compact?: boolean;
}

/** One group of the filter's tick boxes (materials, sizes): ticking one adds it to the chosen, again takes it off. */
export function FilterChecks({ legend, values, chosen, onChange, label = (value) => value, compact = false }: FilterChecksProps) {
  return (
    <fieldset className="filter__group">
      <legend>{legend}</legend>
      <div className={compact ? "filter__options filter__options--sizes" : "filter__options"}>
        {values.map((value) => (
          <label key={value} className={compact ? "option option--size" : "option"}>
            <input type="checkbox" checked={chosen.includes(value)} onChange={() => onChange(toggle(chosen, value))} />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
