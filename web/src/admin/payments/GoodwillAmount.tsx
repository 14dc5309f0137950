import { formatRupees } from "@shared/money.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/** A refund tied to no pieces: the amount, at most what is left to refund. */
export function GoodwillAmount({ id, value, onChange, problem, remaining }: { id: string; value: string; onChange(text: string): void; problem: string | null; remaining: number }) {
  return (
    <LabelledField id={id} label="Amount to refund (₹)">
      <input
        id={id}
        className="input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={problem ? "field__error" : "field__hint"} role={problem ? "alert" : undefined}>
        {problem ?? `At most ${formatRupees(remaining)}. Not tied to returned pieces: the credit note shares it over the order's lines and says it is goodwill.`}
      </span>
    </LabelledField>
  );
}
