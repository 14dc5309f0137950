import { GIFT_CARD_AMOUNTS } from "../../shared/gift-cards/gift-card.js";
import { formatPaiseBrief } from "../../shared/money.js";
import type { GiftCardPurchaseAsk } from "../../shared/schemas/gift-card-purchase.js";
import { gatewayFailure } from "../checkout/gateway-failure.js";
import { giftCardPurchases, type GiftCardPurchaseRecord } from "../data/gift-card-purchases.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest } from "../errors.js";
import type { PaymentGateway, RazorpayOrder } from "../payments/gateway.js";
import { readSettings, type GiftCardSettings } from "../settings/shop-settings.js";
import { laterDeliveryDay } from "./issue-gift-card.js";

// A shopper buys a gift card (issue 45): the amount checked against what the shop sells, a
// Razorpay order for it, and the purchase waiting for its payment. Nothing is issued here: the
// card comes to be when the payment is confirmed (confirm-gift-card-purchase.ts).

/** The shop's fixed cards, or a custom amount inside the owner's range; a 400 that says which otherwise. */
export function checkedAmountPaise(amount: number, terms: Pick<GiftCardSettings, "customMinPaise" | "customMaxPaise">): number {
  const paise = amount * 100;
  if ((GIFT_CARD_AMOUNTS as readonly number[]).includes(amount)) return paise;
  if (paise >= terms.customMinPaise && paise <= terms.customMaxPaise) return paise;
  const fixed = GIFT_CARD_AMOUNTS.map((rupees) => formatPaiseBrief(rupees * 100)).join(", ");
  throw badRequest(`amount must be ${fixed}, or a custom amount from ${formatPaiseBrief(terms.customMinPaise)} to ${formatPaiseBrief(terms.customMaxPaise)}`);
}

export interface StartedPurchase {
  purchase: GiftCardPurchaseRecord;
  razorpayOrder: RazorpayOrder;
}

export async function buyGiftCard(deps: { repos: Repositories; gateway: PaymentGateway }, buyer: UserRecord, ask: GiftCardPurchaseAsk): Promise<StartedPurchase> {
  const { repos, gateway } = deps;
  const terms = (await readSettings(repos)).giftCards;
  const amountPaise = checkedAmountPaise(ask.amount, terms);
  const deliverOn = laterDeliveryDay(repos, ask.deliverOn);
  const now = repos.db.now();
  const id = newId(now);
  let razorpayOrder: RazorpayOrder;
  try {
    razorpayOrder = await gateway.createOrder({ amountPaise, receipt: `gift-${id}`, notes: { giftCardPurchaseId: id, userId: buyer.id } });
  } catch (error) {
    throw gatewayFailure(error, "Failed to start the gift card's payment");
  }
  // Written once Razorpay has the order: a failure above leaves nothing behind.
  const purchase: GiftCardPurchaseRecord = {
    id,
    buyerId: buyer.id,
    amountPaise,
    recipient: { name: ask.recipientName, email: ask.recipientEmail },
    ...(ask.from && { from: ask.from }),
    ...(ask.message && { message: ask.message }),
    ...(deliverOn && { deliverOn }),
    status: "awaiting-payment",
    razorpayOrderId: razorpayOrder.id,
    createdAt: now.toISOString(),
  };
  await transactWrite(repos.db, giftCardPurchases(repos.db).createActions(purchase));
  return { purchase, razorpayOrder };
}
