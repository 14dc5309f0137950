import { shopDate } from "../../shared/shop-calendar.js";
import { gatewayFailure } from "../checkout/gateway-failure.js";
import { refundCaptured } from "../checkout/refund-captured.js";
import { VALIDATION_FAILED } from "../checkout/confirm-payment.js";
import { GIFT_PURCHASE, giftCardPurchases, type GiftCardPurchaseRecord } from "../data/gift-card-purchases.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { PaymentGateway, RazorpayPayment } from "../payments/gateway.js";
import { readSettings } from "../settings/shop-settings.js";
import { giftCardIssue } from "./issue-gift-card.js";

// A gift card's payment confirmed (issue 45), by the buyer's browser (with Razorpay's signature)
// or by Razorpay's webhook, in any order and any number of times. The purchase turns paid and its
// card is issued (with its e-mail queued for the chosen day) in one transaction that needs the
// purchase unpaid: however many confirmations race, one card is issued. A second captured payment
// for a purchase already paid goes back to the payer.

type BrowserSource = { via: "browser"; userId: string; signature: string };
export type GiftCardConfirmationSource = BrowserSource | { via: "webhook" };

export type GiftCardConfirmation = { refunded: true } | PaidOrWaiting;

export interface PaidOrWaiting {
  purchase: GiftCardPurchaseRecord;
  /** The bank approved it (UPI) and Razorpay has not captured it yet: the webhook will confirm it. */
  awaitingConfirmation?: true;
}

type Deps = { repos: Repositories; gateway: PaymentGateway };

const RACES = 4;

/** The buyer's browser: her purchase, paid or waiting for the capture; a 404 for anyone else's. */
export async function confirmGiftCardPurchase(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string, source: BrowserSource): Promise<PaidOrWaiting>;
/** The webhook: undefined when the Razorpay order is not a gift card's (nothing to do). */
export async function confirmGiftCardPurchase(deps: Deps, razorpayOrderId: string, razorpayPaymentId: string, source: { via: "webhook" }): Promise<GiftCardConfirmation | undefined>;
export async function confirmGiftCardPurchase(
  deps: Deps,
  razorpayOrderId: string,
  razorpayPaymentId: string,
  source: GiftCardConfirmationSource,
): Promise<GiftCardConfirmation | undefined> {
  const { repos, gateway } = deps;
  const purchases = giftCardPurchases(repos.db);
  for (let attempt = 1; ; attempt++) {
    const { linked, purchase } = await purchases.byRazorpayOrder(razorpayOrderId);
    if (!purchase) {
      if (source.via === "browser") throw notFound("Gift card purchase not found");
      if (!linked) return undefined;
      // Paid after its purchase was let go (left unpaid a month): the money is for nothing, so it goes back.
      await refundCaptured(gateway, razorpayOrderId, razorpayPaymentId, { key: "orphan", reason: "Gift card purchase no longer exists", failure: "Refunding a gift card payment failed" });
      return { refunded: true };
    }
    if (source.via === "browser") {
      if (purchase.buyerId !== source.userId) throw notFound("Gift card purchase not found");
      // Checked against the order id we stored, never one the browser sent back.
      if (!gateway.verifyPaymentSignature(purchase.razorpayOrderId, razorpayPaymentId, source.signature)) throw badRequest(VALIDATION_FAILED);
    }
    if (purchase.status === "paid") {
      // A second captured payment (paid from two tabs) goes back.
      if (purchase.razorpayPaymentId !== razorpayPaymentId) await refundCaptured(gateway, purchase.razorpayOrderId, razorpayPaymentId, { key: "duplicate", reason: "Gift card already paid", failure: "Refunding a gift card payment failed" });
      return { purchase };
    }

    let paid: RazorpayPayment;
    try {
      paid = await gateway.fetchPayment(razorpayPaymentId);
    } catch (error) {
      throw gatewayFailure(error, VALIDATION_FAILED);
    }
    if (paid.order_id !== purchase.razorpayOrderId) throw badRequest(`${VALIDATION_FAILED}: the payment belongs to another order.`);
    if (paid.currency !== "INR" || paid.amount !== purchase.amountPaise) throw badRequest(`${VALIDATION_FAILED}: the amount paid does not match the gift card.`);
    if (paid.status === "authorized") return { purchase, awaitingConfirmation: true };
    if (paid.status !== "captured") throw badRequest(`${VALIDATION_FAILED}: the payment was not completed.`);

    const terms = (await readSettings(repos)).giftCards;
    const buyer = await repos.users.get(purchase.buyerId);
    const buyerName = buyer?.name ?? "a shopper";
    const { card, actions } = giftCardIssue(
      repos,
      {
        amountPaise: purchase.amountPaise,
        recipient: purchase.recipient,
        ...(purchase.from && { from: purchase.from }),
        ...(purchase.message && { message: purchase.message }),
        // A day that has come meanwhile (a UPI payment confirmed late) sends it at once.
        ...(purchase.deliverOn && purchase.deliverOn > shopDate(repos.db.now()) && { deliverOn: purchase.deliverOn }),
        origin: { kind: "purchase", purchaseId: purchase.id, buyer: buyerName, buyerId: purchase.buyerId },
      },
      terms,
      { name: `${buyerName} (#${purchase.buyerId.slice(-6)})`, id: purchase.buyerId },
    );
    const at = repos.db.now().toISOString();
    const next: GiftCardPurchaseRecord = { ...purchase, status: "paid", razorpayPaymentId, method: paid.method, paidAt: at, giftCardId: card.id };
    try {
      // The buyer's receipt goes with the sale, once (its id is the purchase's).
      const receipt = repos.outbox.enqueueAction({ id: `gift-card.receipt#${purchase.id}`, kind: "gift-card.receipt", orderId: "", userId: purchase.buyerId, giftCardId: card.id });
      await transactWrite(repos.db, [...purchases.replaceAction(next, purchase), ...actions, ...labelled("outbox", receipt)]);
      return { purchase: next };
    } catch (error) {
      // The other confirmation (the webhook, a second tab) paid it first: read it again.
      if (error instanceof ConditionsFailed && error.refused(GIFT_PURCHASE) && attempt < RACES) continue;
      if (error instanceof ConditionsFailed && error.refused(GIFT_PURCHASE)) throw conflict("This gift card is being confirmed right now. Please refresh in a moment.");
      throw error;
    }
  }
}
