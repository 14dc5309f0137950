import { GIFT_CARD_AMOUNTS, LATEST_DELIVERY_DAYS } from "../../shared/gift-cards/gift-card.js";
import { toRupees } from "../../shared/money.js";
import type { GiftCardPurchaseView } from "../../shared/schemas/gift-card-purchase.js";
import type { GiftCardPurchaseRecord } from "../data/gift-card-purchases.js";
import type { SettingsRead } from "../settings/shop-settings.js";

export const GIFT_CARD_PAID = "Payment successful! Your gift card is on its way.";
export const GIFT_CARD_AWAITING = "Your bank has approved the payment. The gift card goes out as soon as Razorpay confirms it, usually within a few minutes.";

/** What the buy page offers (rupees): the fixed cards, a custom amount's range, how long one lasts, how far ahead it may be sent. */
export function giftCardTerms(settings: Pick<SettingsRead, "giftCards">) {
  const terms = settings.giftCards;
  return {
    amounts: [...GIFT_CARD_AMOUNTS],
    customMin: toRupees(terms.customMinPaise),
    customMax: toRupees(terms.customMaxPaise),
    validityMonths: terms.validityMonths,
    latestDeliveryDays: LATEST_DELIVERY_DAYS,
  };
}

/** A purchase as its buyer reads it: rupees, and none of the payment's ids. */
export function purchaseView(purchase: GiftCardPurchaseRecord): GiftCardPurchaseView {
  return {
    id: purchase.id,
    amount: toRupees(purchase.amountPaise),
    recipientName: purchase.recipient.name,
    recipientEmail: purchase.recipient.email,
    ...(purchase.from && { from: purchase.from }),
    ...(purchase.message && { message: purchase.message }),
    ...(purchase.deliverOn && { deliverOn: purchase.deliverOn }),
    status: purchase.status,
    createdAt: purchase.createdAt,
    ...(purchase.paidAt && { paidAt: purchase.paidAt }),
  };
}
