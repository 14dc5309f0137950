import { Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadingState } from "@/components/LoadingState.js";
import { useDocumentTitle } from "@/components/use-document-title.js";
import { BuyGiftCardForm } from "./BuyGiftCardForm.js";
import { GiftCardBought } from "./GiftCardBought.js";
import type { PaidGiftCard } from "./pay-for-gift-card.js";
import { useGiftCardTerms } from "./use-gift-card-terms.js";
import "./buy-gift-card.css";

const TERMS_UNREAD = "We could not load the gift cards. Please check your connection and try again.";

/**
 * /gift-cards (issue 45): a gift card bought for someone, sent to them by e-mail with its code now
 * or on a day chosen, paid through Razorpay like an order.
 */
export default function BuyGiftCardPage() {
  useDocumentTitle("Buy a gift card");
  const read = useGiftCardTerms();
  const [bought, setBought] = useState<PaidGiftCard | null>(null);
  // A new form for another card; the old one's typing is not carried over.
  const [round, setRound] = useState(0);

  return (
    <div className="gift-buy">
      <header className="gift-buy__head">
        <h1>
          <Gift size={26} aria-hidden="true" /> Buy a gift card
        </h1>
        <p className="muted">
          E-mailed with a code to spend in our shop, at once or on the day you choose. Holding one already? <Link to="/gift-cards/balance">Check its balance</Link>.
        </p>
      </header>
      {read.state === "reading" ? <LoadingState label="Loading gift cards..." /> : null}
      {read.state === "failed" ? (
        <div className="gift-buy__unread">
          <p className="account-error" role="alert">
            {TERMS_UNREAD}
          </p>
          <button type="button" className="btn btn--outline" onClick={read.retry}>
            Try again
          </button>
        </div>
      ) : null}
      {read.state === "read" ? (
        bought ? (
          <GiftCardBought
            bought={bought}
            onAnother={() => {
              setBought(null);
              setRound(round + 1);
            }}
          />
        ) : (
          <BuyGiftCardForm key={round} terms={read.terms} onBought={setBought} />
        )
      ) : null}
    </div>
  );
}
