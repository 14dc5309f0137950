import { CheckCircle2, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import type { PaidGiftCard } from "./pay-for-gift-card.js";
import { awaitedText, boughtText } from "./bought-words.js";

export const AWAITING_TITLE = "Payment approved, waiting for Razorpay";

/** Paid: to whom the card goes and when; or approved by her bank and waiting for Razorpay to capture it. */
export function GiftCardBought({ bought, onAnother }: { bought: PaidGiftCard; onAnother(): void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // The form she pressed Pay in is gone: the eye and the screen reader start at the news.
  useEffect(() => title.current?.focus(), []);
  const awaiting = bought.outcome === "awaiting";
  return (
    <section className={awaiting ? "gift-bought gift-bought--awaiting" : "gift-bought"} aria-labelledby="gift-bought-title" data-testid="gift-card-bought">
      {awaiting ? <Clock className="gift-bought__icon" size={40} aria-hidden="true" /> : <CheckCircle2 className="gift-bought__icon" size={40} aria-hidden="true" />}
      <h2 id="gift-bought-title" ref={title} tabIndex={-1}>
        {awaiting ? AWAITING_TITLE : boughtText(bought.purchase)}
      </h2>
      {awaiting ? (
        <>
          <p>{bought.message}</p>
          <p>{awaitedText(bought.purchase)}</p>
        </>
      ) : (
        <p>
          {bought.purchase.deliverOn
            ? "We will e-mail the card and its code that morning. Nothing more to do."
            : "We have e-mailed the card and its code. Nothing more to do."}
        </p>
      )}
      <p className="muted">
        It shows under Gift cards you bought in <Link to="/profile">your account</Link>.
      </p>
      <button type="button" className="btn btn--outline" onClick={onAnother}>
        Buy another gift card
      </button>
    </section>
  );
}
