/** A select's options, one a value, each shown by its label (the value itself when there is none). */
export function Options<T extends string | number>({ values, label }: { values: readonly T[]; label?: Readonly<Record<T, string>> | ((value: T) => string) }) {
  const text = (value: T) => (label === undefined ? value : typeof label === "function" ? label(value) : label[value]);
  return values.map((value) => (
    <option key={value} value={value}>
      {text(value)}
    </option>
  ));
}
