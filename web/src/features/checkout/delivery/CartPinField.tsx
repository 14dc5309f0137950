import { MapPin } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { pinFrom, rememberPin } from "@/lib/delivery-pin.js";

export const NOT_A_PIN = "Enter a 6-digit PIN code";

/**
 * The cart's "PIN code for delivery" (issue 40): the PIN she checked on a product page, already
 * filled in; Check with another one and the cart's shipping, the checkout's address and the next
 * product page follow (lib/delivery-pin.ts).
 */
export function CartPinField({ pin }: { pin: string | null }) {
  const id = useId();
  const [typed, setTyped] = useState(pin ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  // A PIN changed elsewhere (another tab, the checkout) is shown here too.
  useEffect(() => setTyped(pin ?? ""), [pin]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = pinFrom(typed);
    setProblem(next ? null : NOT_A_PIN);
    if (next) rememberPin(next);
  }

  return (
    <form className="discount-field cart-pin" onSubmit={submit} noValidate>
      <label className="field__label cart-pin__label" htmlFor={`${id}-pin`}>
        <MapPin size={16} aria-hidden="true" /> PIN code for delivery
      </label>
      <div className="discount-field__row">
        <input
          id={`${id}-pin`}
          className="input cart-pin__input"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="6-digit PIN"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="btn btn--outline discount-field__apply">
          Check
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="discount-field__reason" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
