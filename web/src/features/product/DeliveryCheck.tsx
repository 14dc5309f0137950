import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import { isCustomSize } from "@shared/made-to-measure/custom-options.js";
import { deliveryDateLabel } from "@shared/shipping/delivery-dates.js";
import type { DeliveryQuote } from "@shared/shipping/delivery-quote.js";
import { failureText } from "@/api/error-text.js";
import { quoteDelivery } from "@/api/shipping.js";
import { pinFrom, rememberedPin, rememberPin } from "@/lib/delivery-pin.js";
import { useSentBeforeStart } from "@/components/use-sent-before-start.js";

export const NOT_A_PIN = "Enter a 6-digit PIN code";
const CHECK_FAILED = "We couldn't check delivery just now. Please try again.";
/** What the plain form sends when checked before the app arrives (?pin=560001). */
const SENT_BEFORE_START = ["pin"] as const;

type Check = { state: "idle" } | { state: "checking" } | { state: "answered"; quote: DeliveryQuote } | { state: "failed"; message: string };

/**
 * The product page's PIN box: when a piece reaches her PIN code and what it costs to ship,
 * remembered for the session. `size` is a custom piece's reserved size when she chose Custom fit:
 * the server's date then waits for the tailor (shared/shipping/delivery-dates.ts).
 */
export function DeliveryCheck({ productId, size }: { productId: string; size: string | undefined }) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const { pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const sentBeforeStart = useRef(false);
  const checkedPin = useRef<string | null>(null);
  const stitched = size !== undefined && isCustomSize(size);

  async function checkPin(pin: string) {
    checkedPin.current = pin;
    setCheck({ state: "checking" });
    try {
      const quote = await quoteDelivery(pin, [{ product: productId, ...(size ? { size } : {}), quantity: 1 }]);
      rememberPin(pin);
      setCheck({ state: "answered", quote });
    } catch (error) {
      setCheck({ state: "failed", message: failureText(error, CHECK_FAILED) });
    }
  }

  // Checked on the rendered page before the app arrived: the form came back with ?pin=.
  useSentBeforeStart(SENT_BEFORE_START, (sent) => {
    sentBeforeStart.current = true;
    const typed = sent.get("pin") ?? "";
    setText(typed);
    send(typed);
  });

  // A PIN checked on another page is checked here too (after the first paint: pages are rendered
  // ahead without it), unless one was sent or typed on this page before the app took it over.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (sentBeforeStart.current || typed) {
      sentBeforeStart.current = false;
      if (typed) setText(typed);
      return;
    }
    const pin = rememberedPin();
    if (!pin) return;
    setText(pin);
    void checkPin(pin);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product page
  }, [productId]);

  // Ready-made or stitched to measure are two promises: a fit chosen after the check asks again.
  const firstFit = useRef(stitched);
  useEffect(() => {
    if (firstFit.current === stitched) return;
    firstFit.current = stitched;
    if (checkedPin.current) void checkPin(checkedPin.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the fit's change asks again
  }, [stitched]);

  function send(typed: string) {
    const pin = pinFrom(typed);
    if (!pin) {
      setCheck({ state: "failed", message: NOT_A_PIN });
      return;
    }
    void checkPin(pin);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(text);
  }

  return (
    <form className="delivery-check" method="get" action={pathname} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="delivery-check__label">
        <MapPin size={18} aria-hidden="true" /> Check delivery to your PIN code
      </label>
      <div className="delivery-check__row">
        <input
          ref={input}
          id={inputId}
          className="input delivery-check__input"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="6-digit PIN"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${inputId}-answer`}
        />
        <button type="submit" className="btn btn--outline delivery-check__button" disabled={check.state === "checking"}>
          {check.state === "checking" ? "Checking…" : "Check"}
        </button>
      </div>
      <p id={`${inputId}-answer`} className="delivery-check__answer" role="status" data-testid="delivery-answer">
        {check.state === "answered" ? (
          check.quote.serviceable ? (
            <>
              <strong>Delivery by {deliveryDateLabel(check.quote.deliveryBy.to)}</strong>
              <span className="delivery-check__charge">
                {check.quote.shippingPrice === 0 ? "Free shipping" : `Shipping ${formatRupees(check.quote.shippingPrice)}`} to {check.quote.pincode}
              </span>
            </>
          ) : (
            <span className="delivery-check__refused">{check.quote.reason}</span>
          )
        ) : check.state === "failed" ? (
          <span className="delivery-check__refused">{check.message}</span>
        ) : null}
      </p>
    </form>
  );
}
