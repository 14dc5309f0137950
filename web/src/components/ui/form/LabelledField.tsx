import type { ReactNode } from "react";

/** A label over a control the caller draws with the same id: a select, a textarea, a plain input. */
export function LabelledField({ id, label, required = false, children }: { id: string; label: ReactNode; required?: boolean; children: ReactNode }) {
  return (
    <div className="field">
      <label className={required ? "field__label field__label--required" : "field__label"} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
