import { useId, type Ref, type SelectHTMLAttributes } from "react";
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from "@shared/indian-states.js";
import "./forms.css";
import { Options } from "./Options.js";

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
          <Options values={INDIAN_STATES} />
        </optgroup>
        <optgroup label="Union territories">
          <Options values={INDIAN_UNION_TERRITORIES} />
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
