import { useId } from "react";
import { TextField } from "@/components/ui/form/TextField.js";

/**
 * The shop's holidays (issue 40), one a line, first filled with India's national holidays. No
 * promised dispatch or delivery date lands on one, nor on a Sunday.
 */
export function HolidaysSection({ value, error, onChange }: { value: string; error: string | undefined; onChange(text: string): void }) {
  const id = useId();
  return (
    <fieldset className="admin-section settings-section">
      <legend className="admin-section__title">Holidays</legend>
      <TextField
        id={id}
        label="Days the shop does not work, one a line"
        multiline
        rows={8}
        spellCheck={false}
        value={value}
        onText={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      >
        <p id={`${id}-hint`} className="field__hint">
          Date then name, as in “2027-11-08 Diwali”. Sundays are never working days. No dispatch or delivery date the shop promises falls on these days: made-to-measure
          pieces and couriers wait for the next working day. Filled in with India&apos;s national holidays; add the festivals you close for.
        </p>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </TextField>
    </fieldset>
  );
}
