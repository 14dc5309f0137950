import { useCheckout, type CheckoutSource } from "./CheckoutProvider.js";

/** The foot of the cart and wishlist panels: empty the list, or close the panel and check it out. */
export function BagActions({ source, clearLabel, checkoutLabel, onClear, onClose }: {
  source: CheckoutSource;
  clearLabel: string;
  checkoutLabel: string;
  onClear(): void;
  onClose(): void;
}) {
  const { startCheckout } = useCheckout();
  return (
    <div className="bag-footer__actions">
      <button type="button" className="btn btn--outline" onClick={onClear}>
        {clearLabel}
      </button>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => {
          onClose();
          startCheckout(source);
        }}
      >
        {checkoutLabel}
      </button>
    </div>
  );
}
