import { useId } from "react";
import type { SareeForm } from "./saree-form.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/** The product form's "Saree" section (issue 40): Free size with a blouse choice. */
export function SareeFields({ form, error, onChange }: { form: SareeForm; error: string | null; onChange: (next: SareeForm) => void }) {
  const id = useId();
  const set = <K extends keyof SareeForm>(field: K, value: SareeForm[K]) => onChange({ ...form, [field]: value });
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-section__title">
        Saree
      </h3>
      <label className="mgmt-check">
        <input type="checkbox" checked={form.isSaree} onChange={(e) => set("isSaree", e.target.checked)} />
        <span>Saree: sold in Free size, with a blouse choice</span>
      </label>
      <p className="field__hint">
        One stock count, whichever blouse the shopper picks: the piece unstitched, stitched to a size below, or to her measure (when made to measure too).
      </p>
      {form.isSaree ? (
        <div className="mgmt-grid">
          <LabelledField id={`${id}-sizes`} label="Blouse stitched in sizes">
            <input id={`${id}-sizes`} className="input" value={form.sizesText} onChange={(e) => set("sizesText", e.target.value)} placeholder="XS, S, M, L, XL" />
          </LabelledField>
          <LabelledField id={`${id}-length`} label="Saree length (m)">
            <input id={`${id}-length`} className="input" inputMode="decimal" value={form.sareeLength} onChange={(e) => set("sareeLength", e.target.value)} />
          </LabelledField>
          <LabelledField id={`${id}-width`} label="Saree width (m)">
            <input id={`${id}-width`} className="input" inputMode="decimal" value={form.sareeWidth} onChange={(e) => set("sareeWidth", e.target.value)} />
          </LabelledField>
          <LabelledField id={`${id}-piece`} label="Blouse piece (m)">
            <input id={`${id}-piece`} className="input" inputMode="decimal" value={form.blousePieceLength} onChange={(e) => set("blousePieceLength", e.target.value)} />
          </LabelledField>
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
