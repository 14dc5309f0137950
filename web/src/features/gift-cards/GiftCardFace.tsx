import { Gift } from "lucide-react";
import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { BRAND_NAME } from "@shared/catalogue.js";

/** The card as she fills it in: its value, and for and from whom. A picture: the form says it all in words. */
export function GiftCardFace({ amount, recipient, from }: { amount: number | undefined; recipient: string; from: string }) {
  return (
    <div className="gift-face" aria-hidden="true">
      <span className="gift-face__brand">
        <Gift size={18} /> {BRAND_NAME} gift card
      </span>
      <strong className="gift-face__amount">{amount === undefined ? "₹ —" : formatPaiseBrief(toPaise(amount))}</strong>
      <span className="gift-face__names">
        {recipient.trim() ? `For ${recipient.trim()}` : "For someone special"}
        {from.trim() ? ` · from ${from.trim()}` : ""}
      </span>
    </div>
  );
}
