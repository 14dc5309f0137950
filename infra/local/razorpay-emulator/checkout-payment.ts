import { readCardDetails, type CardInput } from "./card-details.js";
import type { PaymentEntity } from "./entities.js";
import { invalidRequest } from "./errors.js";
import type { RazorpayLedger } from "./ledger.js";
import { paymentSignature } from "./signatures.js";
import { testCardOutcome } from "./test-cards.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { paymentCapturedEvents, paymentFailedEvents } from "./webhook-events.js";

// What happens when the shopper presses Pay in checkout: one attempt on the order, a
// captured or failed payment, its webhooks, and for success the signed handler response.

/** What checkout passes to `options.handler`. */
export interface CheckoutHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What checkout passes, under `error`, to the `payment.failed` callbacks. */
export interface CheckoutFailure {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

export type CheckoutOutcome =
  | { status: "captured"; response: CheckoutHandlerResponse; payment: PaymentEntity }
  | { status: "failed"; error: CheckoutFailure; payment: PaymentEntity };

export interface CheckoutPaymentRequest {
  orderId: string;
  card: CardInput;
  email?: string;
  contact?: string;
  description?: string | null;
  notes?: unknown;
}

export interface CheckoutDeps {
  ledger: RazorpayLedger;
  dispatcher: WebhookDispatcher;
  keySecret: string;
  accountId: string;
}

/** Thrown by the emulator's in-process `payOrder` for a declined card, like the modal's failure callback. */
export class CheckoutPaymentFailed extends Error {
  constructor(readonly error: CheckoutFailure) {
    super(`Payment failed: ${error.description}`);
    this.name = "CheckoutPaymentFailed";
  }
}

const text = (value: string | undefined, fallback: string) => (value && value.trim() !== "" ? value.trim() : fallback);

export function payWithCard(deps: CheckoutDeps, request: CheckoutPaymentRequest): CheckoutOutcome {
  const card = readCardDetails(request.card);
  const outcome = testCardOutcome(card.number);
  if (!outcome) {
    throw invalidRequest(
      "This card is not a Razorpay test card. In test mode use 4100 2800 0000 1007 (success) or 4100 2800 0006 0003 (declined).",
      "card[number]",
    );
  }
  const failure = outcome.kind === "failure" ? outcome.failure : undefined;
  const { payment, order } = deps.ledger.recordPaymentAttempt(request.orderId, {
    email: text(request.email, "void@razorpay.com"),
    contact: text(request.contact, "+919000090000"),
    description: request.description ?? null,
    notes: request.notes,
    failure,
  });

  if (failure) {
    deps.dispatcher.publish(paymentFailedEvents(deps.accountId, payment));
    return { status: "failed", payment, error: { ...failure, metadata: { order_id: order.id, payment_id: payment.id } } };
  }
  deps.dispatcher.publish(paymentCapturedEvents(deps.accountId, payment, order));
  return {
    status: "captured",
    payment,
    response: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(order.id, payment.id, deps.keySecret),
    },
  };
}
