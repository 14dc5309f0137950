import { useEffect, useEffectEvent, useId, useRef } from "react";
import { sizeAvailability } from "@shared/stock.js";
import type { Product } from "@shared/schemas/product-record.js";
import { sizeLeft } from "@/lib/size-stock.js";

interface SizePickerProps {
  product: Product;
  sizes: string[];
  size: string;
  /** The product page's Add to Cart form, which sends the size chosen (?size=M). */
  form: string;
  onChange(size: string): void;
}

/** The size to buy, each with what is left of it, and what is left of the one chosen. */
export function SizePicker({ product, sizes, size, form, onChange }: SizePickerProps) {
  const id = useId();
  const availabilityId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const left = sizeLeft(product, size);
  const chosen = left === undefined ? null : sizeAvailability(left);
  // A size chosen on the rendered page before the app took it over stays chosen: the browser
  // kept it in the field, React took the field over as it found it, and the choice follows.
  const takenOver = useEffectEvent(() => {
    const shown = select.current?.value;
    if (shown && shown !== size) onChange(shown);
  });
  useEffect(() => takenOver(), []);
  return (
    <>
      <div className="field product__size">
        <label className="field__label" htmlFor={id}>
          Size
        </label>
        <select
          ref={select}
          id={id}
          name="size"
          form={form}
          className="select"
          value={size}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={chosen?.text ? availabilityId : undefined}
        >
          {sizes.map((option) => {
            const optionLeft = sizeLeft(product, option);
            const availability = optionLeft === undefined ? null : sizeAvailability(optionLeft);
            return (
              <option key={option} value={option} disabled={availability?.soldOut}>
                {availability?.text ? `${option} — ${availability.text}` : option}
              </option>
            );
          })}
        </select>
      </div>
      {chosen?.text ? (
        <p id={availabilityId} className={`product__stock${chosen.soldOut ? " product__stock--out" : ""}`}>
          {chosen.soldOut ? `Sold out in size ${size}` : `${chosen.text} in size ${size}`}
        </p>
      ) : null}
    </>
  );
}
