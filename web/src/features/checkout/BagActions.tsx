import { useState } from "react";
import { useCheckout, type CheckoutSource } from "./CheckoutProvider.js";

/**
 * The foot of the cart and wishlist panels: empty the list, or close the panel and check it out.
 * While a line cannot be bought as it is (no size chosen, sold out, gone) checkout is refused with
 * `refusal`, said where the shopper looks, and the panel stays open to put it right.
 */
export function BagActions({ source, clearLabel, checkoutLabel, refusal, onClear, onClose }: {
  source: CheckoutSource;
  clearLabel: string;
  checkoutLabel: string;
  refusal?: string | null;
  onClear(): void;
  onClose(): void;
}) {
  const { startCheckout } = useCheckout();
  const [refused, setRefused] = useState(false);
  return (
    <>
      {refused && refusal ? (
        <p className="bag-footer__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="bag-footer__actions">
        <button type="button" className="btn btn--outline" onClick={onClear}>
          {clearLabel}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            if (refusal) {
              setRefused(true);
              return;
            }
            onClose();
            startCheckout(source);
          }}
        >
          {checkoutLabel}
        </button>
      </div>
    </>
  );
}
