import { useId, type Ref, type SelectHTMLAttributes } from "react";
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from "@shared/indian-states.js";
import "./forms.css";

// The state select of the profile and checkout forms: states, then union territories. A stored
// value outside the list (typed before the list existed) stays selectable rather than vanish.

interface StateFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "value"> {
  label: string;
  value: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  selectRef?: Ref<HTMLSelectElement>;
}

export function StateField({ label, value, error, ref, selectRef, className, ...select }: StateFieldProps) {
  const id = useId();
  const known = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES].some((state) => state === value);
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        ref={ref ?? selectRef}
        value={value}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">Select your state</option>
        {value && !known && <option value={value}>{value}</option>}
        <optgroup label="States">
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </optgroup>
        <optgroup label="Union territories">
          {INDIAN_UNION_TERRITORIES.map((territory) => (
            <option key={territory} value={territory}>
              {territory}
            </option>
          ))}
        </optgroup>
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
