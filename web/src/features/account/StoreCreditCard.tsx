import { useEffect, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { fetchStoreCredit, type StoreCreditAnswer } from "../../api/store-credit.js";
import { orderDate } from "./order-display.js";
import "./store-credit-card.css";

const KIND_WORDS: Record<string, string> = {
  return: "Credit for a return",
  adjustment: "From the shop",
  "checkout-spent": "Paid towards an order",
  "checkout-returned": "Back from an unpaid checkout",
  refund: "Refunded to credit",
  expired: "Expired unused",
};

/** The shopper's store credit on her profile: the balance and what moved it, shown once she has had some. */
export function StoreCreditCard() {
  const [credit, setCredit] = useState<StoreCreditAnswer | null>(null);
  useEffect(() => {
    let live = true;
    // Nothing shown when it cannot be read: the profile works without it.
    fetchStoreCredit(10).then((data) => live && setCredit(data), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!credit || (credit.balance === 0 && credit.entries.length === 0)) return null;
  return (
    <section className="profile-card store-credit-card" aria-labelledby="store-credit-title">
      <div className="profile-card__head">
        <h2 id="store-credit-title">Store credit</h2>
        <strong className="store-credit-card__balance" data-testid="profile-store-credit">
          {formatRupees(credit.balance)}
        </strong>
      </div>
      <p className="muted">Use it at checkout: tick "Use store credit" and it pays first.{credit.expiryNote ? ` ${credit.expiryNote}` : ""}</p>
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
    </section>
  );
}
