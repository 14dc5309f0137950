import { X } from "lucide-react";
import { EntryAdder } from "./EntryAdder.js";
import { formStockTotal, withSize, withoutSize, type ProductFormValues } from "./product-form-rules.js";

type SizesAndStock = Pick<ProductFormValues, "sizes" | "stockBySize">;

interface SizeStockEditorProps {
  values: SizesAndStock;
  onChange(next: SizesAndStock): void;
  /** One message per size with a problem. */
  errorFor(size: string): string | undefined;
  /** The stock field's id for the size at this position (the form moves the focus to it). */
  idFor(index: number): string;
}

/**
 * The sizes a product comes in, each with its pieces in stock (issue 12). Sizes are typed in a
 * box beside the list (issue 22) and removed with their field; the total is the form's own sum.
 */
export function SizeStockEditor({ values, onChange, errorFor, idFor }: SizeStockEditorProps) {
  const total = formStockTotal(values);
  return (
    <fieldset className="mgmt-stock">
      <legend className="field__label">
        Sizes and stock<span aria-hidden="true"> *</span>
      </legend>
      <p className="field__hint">Pieces in stock for each size the product comes in.</p>
      {values.sizes.length === 0 ? <p className="field__hint">No sizes yet. Add one to enter its stock.</p> : null}
      <ul className="mgmt-stock__list" aria-label="Sizes">
        {values.sizes.map((size, index) => {
          const id = idFor(index);
          const error = errorFor(size);
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
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                required
              />
              <button type="button" className="mgmt-chip__remove" aria-label={`Remove size ${size}`} onClick={() => onChange(withoutSize(values, index))}>
                <X size={16} aria-hidden="true" />
              </button>
              {error ? (
                <p id={`${id}-error`} className="field__error mgmt-stock__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mgmt-stock__footer">
        <EntryAdder noun="size" entries={values.sizes} maxLength={20} onAdd={(size) => onChange(withSize(values, size))} />
        <p className="mgmt-stock__total">
          Total in stock: <output aria-live="polite">{total}</output> {total === 1 ? "piece" : "pieces"}
        </p>
      </div>
    </fieldset>
  );
}
