import { Tag, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Discount } from "./use-discount.js";
import "./discount.css";

/**
 * "Discount code" with Apply; once applied, the code with what it is and a Remove button, and
 * the reason whenever it does not apply to the lines as they are now.
 */
export function DiscountCodeField({ discount }: { discount: Discount }) {
  const id = useId();
  const [typed, setTyped] = useState("");

  if (discount.code) {
    return (
      <div className="discount-field discount-field--applied">
        <p className="discount-field__applied">
          <Tag size={16} aria-hidden="true" />
          <span>
            <strong className="discount-field__code">{discount.code}</strong>
            {discount.quote?.description ? <span className="discount-field__about"> · {discount.quote.description}</span> : null}
            {discount.checking ? <span className="discount-field__about"> · checking…</span> : null}
          </span>
          <button type="button" className="btn btn--ghost btn--small discount-field__remove" onClick={discount.remove} aria-label={`Remove code ${discount.code}`}>
            <X size={16} aria-hidden="true" />
            Remove
          </button>
        </p>
        {discount.reason ? (
          <p className="discount-field__reason" role="alert">
            {discount.reason}
          </p>
        ) : null}
      </div>
    );
  }

  const attempt = discount.attempt;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!attempt?.busy) discount.apply(typed);
  }
  return (
    <form className="discount-field" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={`${id}-code`}>
        Discount code
      </label>
      <div className="discount-field__row">
        <input
          id={`${id}-code`}
          className="input discount-field__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-invalid={attempt?.reason ? true : undefined}
          aria-describedby={attempt?.reason ? `${id}-reason` : undefined}
        />
        <button type="submit" className="btn btn--outline discount-field__apply" disabled={attempt?.busy}>
          {attempt?.busy ? "Checking..." : "Apply"}
        </button>
      </div>
      {attempt?.reason ? (
        <p id={`${id}-reason`} className="discount-field__reason" role="alert">
          {attempt.reason}
        </p>
      ) : null}
    </form>
  );
}
