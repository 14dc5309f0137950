import { useId } from "react";

/** The percent off, shown not typed: the server works it out from the two prices on every save. */
export function DiscountFigure({ percent }: { percent: number }) {
  const id = useId();
  return (
    <div className="field mgmt-discount">
      <label className="field__label" htmlFor={id}>
        Discount
      </label>
      <output id={id} className="mgmt-discount__figure" aria-describedby={`${id}-hint`}>
        {percent > 0 ? `${percent}% off` : "None"}
      </output>
      <p id={`${id}-hint`} className="field__hint">
        Worked out from the price and the original price.
      </p>
    </div>
  );
}
