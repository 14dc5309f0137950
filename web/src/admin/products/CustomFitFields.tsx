import { useId } from "react";
import type { CustomFitForm } from "./custom-fit-form.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/** The product form's "Made to measure" section (issue 26). */
export function CustomFitFields({ form, error, onChange }: { form: CustomFitForm; error: string | null; onChange: (next: CustomFitForm) => void }) {
  const id = useId();
  const set = <K extends keyof CustomFitForm>(field: K, value: CustomFitForm[K]) => onChange({ ...form, [field]: value });
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-section__title">
        Made to measure
      </h3>
      <div className="mgmt-grid">
        <LabelledField id={`${id}-buy`} label="Sold as">
          <select id={`${id}-buy`} className="select" value={form.buyAs} onChange={(e) => set("buyAs", e.target.value as CustomFitForm["buyAs"])}>
            <option value="ready">Ready-to-wear only</option>
            <option value="custom">Custom fit only</option>
            <option value="both">Both: Standard size or Custom fit</option>
          </select>
        </LabelledField>
        <LabelledField id={`${id}-stock`} label="Custom pieces use">
          <select id={`${id}-stock`} className="select" value={form.customStock} onChange={(e) => set("customStock", e.target.value as CustomFitForm["customStock"])}>
            <option value="none">No stock (made to order)</option>
            <option value="fabric">The fabric&apos;s stock (size &quot;Custom&quot;)</option>
          </select>
        </LabelledField>
        <LabelledField id={`${id}-min`} label="Lead time from (days)">
          <input id={`${id}-min`} className="input" type="number" min="1" step="1" value={form.leadMin} onChange={(e) => set("leadMin", e.target.value)} />
        </LabelledField>
        <LabelledField id={`${id}-max`} label="Lead time to (days)">
          <input id={`${id}-max`} className="input" type="number" min="1" step="1" value={form.leadMax} onChange={(e) => set("leadMax", e.target.value)} />
        </LabelledField>
        <div className="field mgmt-grid__wide">
          <label className="field__label" htmlFor={`${id}-options`}>
            Options, one per line
          </label>
          <textarea
            id={`${id}-options`}
            className="input mgmt-mono-input"
            rows={5}
            value={form.optionsText}
            onChange={(e) => set("optionsText", e.target.value)}
            spellCheck={false}
            aria-describedby={`${id}-options-hint`}
            placeholder={"Fall & pico | 150\nBlouse stitching | 850\nBlouse neck | 0 | Round neck, Boat neck | Blouse stitching"}
          />
          <p id={`${id}-options-hint`} className="field__hint">
            Name | price in ₹ | choices, separated by commas | the option it sits under. Shoppers see none ticked.
          </p>
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
