import * as z from "zod";
import { giftCardDeliveryFields } from "./gift-card.js";

// Buying a gift card in the shop (issue 45): the amount in whole rupees (one the shop sells, or a
// custom one the server checks against the owner's range), and the card's e-mail: to whom, from
// whom, a message, and the day. Paid through Razorpay like an order; see docs/gift-cards.md.

export const giftCardPurchaseSchema = z
  .object({
    amount: z.number({ error: "amount must be a number of rupees" }).int("amount must be whole rupees").min(1, "amount must be at least ₹1"),
    ...giftCardDeliveryFields,
  })
  .strict();
export type GiftCardPurchaseAsk = z.output<typeof giftCardPurchaseSchema>;

export type GiftCardPurchaseStatus = "awaiting-payment" | "paid";

/** A purchase as its buyer sees it (rupees): what she paid for, for whom, and when it goes. */
export interface GiftCardPurchaseView {
  id: string;
  amount: number;
  recipientName: string;
  recipientEmail: string;
  from?: string;
  message?: string;
  /** The day its e-mail goes (India's calendar); none: at once. */
  deliverOn?: string;
  status: GiftCardPurchaseStatus;
  createdAt: string;
  paidAt?: string;
}
