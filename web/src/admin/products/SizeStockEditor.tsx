import { X } from "lucide-react";
import { heldText } from "@shared/stock.js";
import { EntryAdder } from "./EntryAdder.js";
import { formStockTotal, withSize, withoutSize, type ProductFormValues } from "./product-form-values.js";

type SizesAndStock = Pick<ProductFormValues, "sizes" | "stockBySize">;

interface SizeStockEditorProps {
  values: SizesAndStock;
  onChange(next: SizesAndStock): void;
  /** One message per size with a problem. */
  errorFor(size: string): string | undefined;
  /** The stock field's id for the size at this position (the form moves the focus to it). */
  idFor(index: number): string;
  /** Pieces per size held in open checkouts right now (an existing product's). */
  heldBySize?: Readonly<Record<string, number>>;
}

/** Beside a size with pieces held: how many, and what is left for shoppers at the count typed. */
function heldNote(held: number, typed: string): { text: string; short: boolean } | null {
  if (held <= 0) return null;
  const onHand = /^\d+$/.test(typed.trim()) ? Number(typed) : null;
  if (onHand === null) return { text: heldText(held), short: false };
  if (onHand < held) return { text: `${heldText(held)}: enter at least ${held}`, short: true };
  return { text: `${heldText(held)} · ${onHand - held} available`, short: false };
}

/**
 * The sizes a product comes in, each with its pieces on hand (issues 12 and 22): what the owner
 * counts on the shelf, pieces held in open checkouts included and shown beside them. Sizes are
 * typed in a box beside the list and removed with their field; the total is the form's own sum.
 */
export function SizeStockEditor({ values, onChange, errorFor, idFor, heldBySize = {} }: SizeStockEditorProps) {
  const total = formStockTotal(values);
  const totalHeld = values.sizes.reduce((sum, size) => sum + (heldBySize[size] ?? 0), 0);
  return (
    <fieldset className="mgmt-stock">
      <legend className="field__label">
        Sizes and stock on hand<span aria-hidden="true"> *</span>
      </legend>
      <p className="field__hint">Pieces on the shelf for each size the product comes in, pieces held in open checkouts included.</p>
      {values.sizes.length === 0 ? <p className="field__hint">No sizes yet. Add one to enter its stock.</p> : null}
      <ul className="mgmt-stock__list" aria-label="Sizes">
        {values.sizes.map((size, index) => {
          const id = idFor(index);
          const error = errorFor(size);
          const held = heldNote(heldBySize[size] ?? 0, values.stockBySize[size] ?? "");
          const described = [error ? `${id}-error` : "", held ? `${id}-held` : ""].filter(Boolean).join(" ");
          return (
            <li key={`${size}-${index}`} className={`mgmt-stock__row${error ? " field--invalid" : ""}`}>
              <label className="mgmt-stock__size" htmlFor={id}>
                <span className="visually-hidden">Stock for size </span>
                {size}
              </label>
              <input
                id={id}
                className="input mgmt-stock__input"
                type="number"
                inputMode="numeric"
                min="0"
                step="1"
                value={values.stockBySize[size] ?? ""}
                onChange={(event) => onChange({ ...values, stockBySize: { ...values.stockBySize, [size]: event.target.value } })}
                aria-invalid={error || held?.short ? true : undefined}
                aria-describedby={described || undefined}
                required
              />
              <button type="button" className="mgmt-chip__remove" aria-label={`Remove size ${size}`} onClick={() => onChange(withoutSize(values, index))}>
                <X size={16} aria-hidden="true" />
              </button>
              {held ? (
                <p id={`${id}-held`} className={`mgmt-stock__held${held.short ? " mgmt-stock__held--short" : ""}`}>
                  {held.text}
                </p>
              ) : null}
              {error ? (
                <p id={`${id}-error`} className="field__error mgmt-stock__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="spread-row mgmt-stock__footer">
        <EntryAdder noun="size" entries={values.sizes} maxLength={20} onAdd={(size) => onChange(withSize(values, size))} />
        <p className="mgmt-stock__total">
          Total in stock: <output aria-live="polite">{total}</output> {total === 1 ? "piece" : "pieces"}
          {totalHeld > 0 ? <span className="mgmt-stock__total-held">, {heldText(totalHeld)}</span> : null}
        </p>
      </div>
    </fieldset>
  );
}
