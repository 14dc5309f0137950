import { formatPaiseBrief, toPaise } from "@shared/money.js";
import type { GiftCardPurchase } from "@/api/gift-cards.js";

// What the page says once a card is paid for: to whom it goes and when, in the shop's words
// ("Your ₹2,500 gift card for Asha is on its way to asha@example.com").

const longDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 February 2027", for a day of India's calendar (YYYY-MM-DD). */
export const dayText = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

export function boughtText(purchase: GiftCardPurchase): string {
  const card = `Your ${formatPaiseBrief(toPaise(purchase.amount))} gift card for ${purchase.recipientName}`;
  return purchase.deliverOn ? `${card} will reach ${purchase.recipientEmail} on ${dayText(purchase.deliverOn)}` : `${card} is on its way to ${purchase.recipientEmail}`;
}

/** While Razorpay has not captured an approved payment: the card goes once it has. */
export function awaitedText(purchase: GiftCardPurchase): string {
  const card = `Your ${formatPaiseBrief(toPaise(purchase.amount))} gift card for ${purchase.recipientName} goes to ${purchase.recipientEmail}`;
  return purchase.deliverOn ? `${card} on ${dayText(purchase.deliverOn)}, once the payment is confirmed.` : `${card} as soon as the payment is confirmed.`;
}
