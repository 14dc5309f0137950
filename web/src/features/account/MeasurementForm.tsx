import { useId, useState, type FormEvent } from "react";
import { MEASUREMENT_FIELDS, MEASUREMENT_GUIDES, isUnusualMeasurement, measurementRange, type MeasurementField, type MeasurementUnit } from "@shared/made-to-measure/measurements.js";
import { failureText } from "@/api/error-text.js";
import { saveMeasurements, type MeasurementProfile } from "@/api/measurements.js";
import { MeasureDrawing } from "./MeasureDrawing.js";
import { ReferencePhotoField } from "./ReferencePhotoField.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

type Values = Partial<Record<MeasurementField, string>>;

/**
 * One measurement profile, new or edited: a name, inches or centimetres, each measurement with
 * how to take it. A value outside the usual range is asked about ("Are you sure?"), never refused.
 */
export function MeasurementForm({ editing, onSaved, onCancel }: { editing?: MeasurementProfile; onSaved: (profile: MeasurementProfile) => void; onCancel: () => void }) {
  const formId = useId();
  const [name, setName] = useState(editing?.name ?? "");
  const [unit, setUnit] = useState<MeasurementUnit>(editing?.unit ?? "in");
  const [values, setValues] = useState<Values>(() => Object.fromEntries(Object.entries(editing?.values ?? {}).map(([field, value]) => [field, String(value)])));
  const [notes, setNotes] = useState(editing?.notes ?? "");
  const [photo, setPhoto] = useState(editing?.referencePhoto);
  const [sendingPhoto, setSendingPhoto] = useState(false);
  const [asking, setAsking] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const numbers = () =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, text]) => text !== undefined && text.trim() !== "")
        .map(([field, text]) => [field, Number(text)]),
    ) as Partial<Record<MeasurementField, number>>;

  async function save(sure: boolean) {
    setError(null);
    const entered = numbers();
    const unusual = Object.entries(entered)
      .filter(([field, value]) => Number.isFinite(value) && value > 0 && isUnusualMeasurement(field as MeasurementField, value, unit))
      .map(([field, value]) => {
        const range = measurementRange(field as MeasurementField, unit);
        return `${MEASUREMENT_GUIDES[field as MeasurementField].label} ${value} ${unit} (usually ${range.min}-${range.max} ${unit})`;
      });
    if (unusual.length > 0 && !sure) {
      setAsking(unusual);
      return;
    }
    setAsking(null);
    setSaving(true);
    try {
      const trimmed = notes.trim();
      onSaved(await saveMeasurements({ name: name.trim(), unit, values: entered, ...(trimmed && { notes: trimmed }), ...(photo && { referencePhoto: photo }) }, editing?.id));
    } catch (failure) {
      setError(failureText(failure, "Could not save your measurements. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(false);
  }

  return (
    <form className="measure-form" onSubmit={submit} aria-label={editing ? `Edit ${editing.name}` : "New measurements"}>
      <LabelledField id={`${formId}-name`} label="Profile name">
        <input id={`${formId}-name`} className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder="Me, Mother…" maxLength={40} required />
      </LabelledField>
      <fieldset className="measure-form__unit">
        <legend className="field__label">Unit</legend>
        {(["in", "cm"] as const).map((option) => (
          <label key={option} className="measure-form__radio">
            <input type="radio" name={`${formId}-unit`} value={option} checked={unit === option} onChange={() => setUnit(option)} /> {option === "in" ? "Inches" : "Centimetres"}
          </label>
        ))}
      </fieldset>
      <ul className="measure-form__fields">
        {MEASUREMENT_FIELDS.map((field) => {
          const guide = MEASUREMENT_GUIDES[field];
          const range = measurementRange(field, unit);
          return (
            <li key={field} className="measure-form__field">
              <MeasureDrawing field={field} />
              <LabelledField id={`${formId}-${field}`} label={`${guide.label} (${unit})`}>
                <input
                  id={`${formId}-${field}`}
                  className="input"
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  min="0"
                  value={values[field] ?? ""}
                  onChange={(e) => setValues((known) => ({ ...known, [field]: e.target.value }))}
                  aria-describedby={`${formId}-${field}-how`}
                />
                <p id={`${formId}-${field}-how`} className="field__hint">
                  {guide.howTo} Usually {range.min}-{range.max} {unit}.
                </p>
              </LabelledField>
            </li>
          );
        })}
      </ul>
      <LabelledField id={`${formId}-notes`} label="Notes for the tailor">
        <textarea id={`${formId}-notes`} className="input" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={500} rows={2} />
      </LabelledField>
      <ReferencePhotoField photoKey={photo} onChange={setPhoto} onBusy={setSendingPhoto} />
      {asking ? (
        <div className="measure-form__ask" role="alertdialog" aria-labelledby={`${formId}-ask`}>
          <p id={`${formId}-ask`}>
            <strong>Are you sure?</strong> {asking.join("; ")} {asking.length === 1 ? "is" : "are"} outside the usual range.
          </p>
          <div className="measure-form__actions">
            <button type="button" className="btn btn--primary" onClick={() => void save(true)} disabled={saving}>
              Yes, save
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setAsking(null)}>
              Let me check
            </button>
          </div>
        </div>
      ) : null}
      <FormAlert message={error} />
      {!asking ? (
        <div className="measure-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving || sendingPhoto}>
            {saving ? "Saving…" : "Save measurements"}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      ) : null}
    </form>
  );
}
