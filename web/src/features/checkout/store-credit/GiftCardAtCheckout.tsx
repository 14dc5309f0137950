import { Gift } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { StoreCredit } from "./use-store-credit.js";

// Fetched when she opens it: most checkouts have no gift card, and the form stays out of the checkout's chunk.
const RedeemGiftCardForm = lazy(() => import("@/components/gift-cards/RedeemGiftCardForm.js"));

/**
 * "Have a gift card?" at checkout (issue 45): its code adds the card to her store credit (the same
 * call as in her account), then "Use store credit" is ticked so it pays towards this order.
 */
export function GiftCardAtCheckout({ credit, disabled = false }: { credit: StoreCredit; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn btn--ghost btn--small gift-card-offer" aria-expanded="false" disabled={disabled} onClick={() => setOpen(true)}>
        <Gift size={16} aria-hidden="true" /> Have a gift card?
      </button>
    );
  }
  return (
    <div className="gift-card-at-checkout">
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <RedeemGiftCardForm
          autoFocus
          onRedeemed={() => {
            credit.refresh();
            credit.setUse(true);
          }}
        />
      </Suspense>
    </div>
  );
}
