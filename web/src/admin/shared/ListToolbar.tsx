import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/** The filters over a list, and Clear Filters when the screen offers it. */
export function ListToolbar({ children, onClear, canClear = false }: { children: ReactNode; onClear?: () => void; canClear?: boolean }) {
  return (
    <div className="admin-toolbar" role="search">
      {children}
      {onClear ? (
        <div className="admin-toolbar__buttons">
          <button type="button" className="btn btn--ghost" disabled={!canClear} onClick={onClear}>
            Clear Filters
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The free-text search; `icon` puts the magnifier inside the box (orders, payments). */
export function SearchField({ id, label, value, onChange, placeholder, icon = false }: FieldProps & { placeholder: string; icon?: boolean }) {
  const input = <input id={id} className="input" type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />;
  return (
    <div className="field field--search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {icon ? (
        <div className="admin-search">
          <Search size={18} aria-hidden="true" />
          {input}
        </div>
      ) : (
        input
      )}
    </div>
  );
}

/** A drop-down filter whose first choice ("All statuses") means no filter. */
export function FilterSelect({ id, label, value, onChange, allLabel, options, children }: FieldProps & { allLabel: string; options: readonly (readonly [string, string])[]; children?: ReactNode }) {
  return (
    <LabelledField id={id} label={label}>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </LabelledField>
  );
}
