import { useQuery } from "@tanstack/react-query";
import { formatRupees } from "@shared/money.js";
import { fetchStoreCredit } from "@/api/store-credit.js";
import { RedeemGiftCardForm } from "@/components/gift-cards/RedeemGiftCardForm.js";
import { orderDate } from "./order-display.js";
import "./store-credit-card.css";

const KIND_WORDS: Record<string, string> = {
  return: "Credit for a return",
  adjustment: "From the shop",
  "checkout-spent": "Paid towards an order",
  "checkout-returned": "Back from an unpaid checkout",
  refund: "Refunded to credit",
  expired: "Expired unused",
  "gift-card": "From a gift card",
};

/**
 * The shopper's store credit on her profile: the balance and what moved it, and a gift card's code
 * to add to it (issue 45), shown even before she has any so she has somewhere to add a card.
 */
export function StoreCreditCard() {
  const { data: credit, refetch } = useQuery({ queryKey: ["store-credit", "history"], queryFn: () => fetchStoreCredit(10) });
  // Nothing shown when it cannot be read: the profile works without it.
  if (!credit) return null;
  return (
    <section className="profile-card store-credit-card" aria-labelledby="store-credit-title">
      <div className="profile-card__head">
        <h2 id="store-credit-title">Store credit</h2>
        <strong className="store-credit-card__balance" data-testid="profile-store-credit">
          {formatRupees(credit.balance)}
        </strong>
      </div>
      <p className="muted">
        {credit.balance > 0 ? 'Use it at checkout: tick "Use store credit" and it pays first.' : "Store credit from a return, a refund or a gift card pays first at checkout."}
        {credit.expiryNote ? ` ${credit.expiryNote}` : ""}
      </p>
      {credit.entries.length > 0 ? (
        <ul className="store-credit-card__entries" aria-label="Store credit history">
          {credit.entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {KIND_WORDS[entry.kind] ?? entry.kind}
                {entry.kind === "adjustment" && entry.reason ? `: ${entry.reason}` : ""}
                <span className="muted"> · {orderDate(entry.at)}</span>
              </span>
              <strong>{entry.amount > 0 ? `+${formatRupees(entry.amount)}` : `−${formatRupees(-entry.amount)}`}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="store-credit-card__gift">
        {/* Words, not a heading: the card's one heading stays "Store credit". */}
        <p className="store-credit-card__gift-title">Have a gift card? Add it to your store credit</p>
        <RedeemGiftCardForm onRedeemed={() => void refetch()} />
      </div>
    </section>
  );
}
