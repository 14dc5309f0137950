import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { shopDate } from "@shared/shop-calendar.js";
import { fetchGiftCardPurchases, type GiftCardPurchase } from "@/api/gift-cards.js";
import { orderDate } from "./order-display.js";
import "./gift-cards-bought.css";

/** A day of India's calendar as the account shows dates: "14 Feb 2027". */
const dayOf = (date: string) => orderDate(`${date}T12:00:00+05:30`);

/** When its e-mail goes or went: at 9 am (India) on the day chosen, else as it was paid. */
function sentWords(purchase: GiftCardPurchase, now: Date): string {
  const today = shopDate(now);
  if (purchase.deliverOn && purchase.deliverOn > today) return `Goes on ${dayOf(purchase.deliverOn)}`;
  if (purchase.deliverOn === today && now < new Date(`${today}T09:00:00+05:30`)) return "Goes today at 9 am";
  return `Sent ${purchase.deliverOn ? dayOf(purchase.deliverOn) : orderDate(purchase.paidAt ?? purchase.createdAt)}`;
}

/** The cards she bought (issue 45), paid ones only: a closed payment window leaves an unpaid one behind. Nothing until she has bought one. */
export function GiftCardsBought() {
  const { data } = useQuery({ queryKey: ["gift-card-purchases"], queryFn: ({ signal }) => fetchGiftCardPurchases(signal) });
  const bought = data?.filter((purchase) => purchase.status === "paid") ?? [];
  if (bought.length === 0) return null;
  const now = new Date();
  return (
    <section className="profile-card gift-cards-bought" aria-labelledby="gift-cards-bought-title">
      <div className="profile-card__head">
        <h2 id="gift-cards-bought-title">Gift cards you bought</h2>
        <Link to="/gift-cards" className="btn btn--outline btn--small">
          Buy another
        </Link>
      </div>
      <ul className="gift-cards-bought__list" aria-label="Gift cards you bought">
        {bought.map((purchase) => (
          <li key={purchase.id}>
            <strong className="gift-cards-bought__amount">{formatPaiseBrief(toPaise(purchase.amount))}</strong>
            <span className="gift-cards-bought__to">
              For {purchase.recipientName} <span className="muted">({purchase.recipientEmail})</span>
            </span>
            <span className="gift-cards-bought__sent">{sentWords(purchase, now)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
