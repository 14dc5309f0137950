import { readCardDetails, type CardInput } from "./card-details.js";
import type { PaymentEntity } from "./entities.js";
import { invalidRequest } from "./errors.js";
import type { PaidWith, RazorpayLedger } from "./ledger.js";
import type { Scheduler } from "./scheduler.js";
import type { EmulatorSettings } from "./settings.js";
import { paymentSignature } from "./signatures.js";
import { BANK_FAILURE, isKnownBank, type BankAnswer } from "./test-banks.js";
import { testCardOutcome, type PaymentFailure } from "./test-cards.js";
import { testUpiOutcome, UPI_ID_PATTERN, UPI_TEST_IDS } from "./test-upi-ids.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { paymentAuthorizedEvents, paymentCapturedEvents, paymentFailedEvents } from "./webhook-events.js";

// What happens when the shopper presses Pay in checkout, by card, UPI or net banking: one
// attempt on the order, a captured, authorised (captured later) or failed payment, its
// webhooks, and for success the signed handler response.

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
  /** The bank approved it; Razorpay captures it later, and only the webhook says so. */
  | { status: "authorized"; response: CheckoutHandlerResponse; payment: PaymentEntity }
  | { status: "failed"; error: CheckoutFailure; payment: PaymentEntity };

/** How the shopper pays, as checkout sends it (unchecked). */
export type PaymentMethodInput =
  | { method: "card"; card: CardInput }
  | { method: "upi"; vpa: unknown }
  /** `bankAnswer` is the test bank page's button: success or failure. */
  | { method: "netbanking"; bank: unknown; bankAnswer: unknown };

export interface CheckoutPaymentRequest {
  orderId: string;
  paying: PaymentMethodInput;
  email?: string;
  contact?: string;
  description?: string | null;
  notes?: unknown;
}

export interface CheckoutDeps {
  ledger: RazorpayLedger;
  dispatcher: WebhookDispatcher;
  scheduler: Scheduler;
  settings: () => Readonly<EmulatorSettings>;
  keySecret: string;
  accountId: string;
}

/** Thrown by the emulator's in-process `payOrder` for a declined payment, like the modal's failure callback. */
export class CheckoutPaymentFailed extends Error {
  constructor(readonly error: CheckoutFailure) {
    super(`Payment failed: ${error.description}`);
    this.name = "CheckoutPaymentFailed";
  }
}

const text = (value: string | undefined, fallback: string) => (value && value.trim() !== "" ? value.trim() : fallback);

type Verdict = { paidWith: PaidWith; result: "captured" | "late" } | { paidWith: PaidWith; result: "failed"; failure: PaymentFailure };

/** Checks the details as checkout does, and decides the test-mode outcome; bad details are a 400. */
function verdict(paying: PaymentMethodInput): Verdict {
  switch (paying.method) {
    case "card": {
      const card = readCardDetails(paying.card);
      const outcome = testCardOutcome(card.number);
      if (!outcome) {
        throw invalidRequest(
          "This card is not a Razorpay test card. In test mode use 4100 2800 0000 1007 (success) or 4100 2800 0006 0003 (declined).",
          "card[number]",
        );
      }
      return outcome.kind === "failure" ? { paidWith: { method: "card" }, result: "failed", failure: outcome.failure } : { paidWith: { method: "card" }, result: "captured" };
    }
    case "upi": {
      const vpa = typeof paying.vpa === "string" ? paying.vpa.trim() : "";
      if (!UPI_ID_PATTERN.test(vpa)) throw invalidRequest("Please enter a valid UPI ID, such as name@bank.", "vpa");
      const outcome = testUpiOutcome(vpa);
      if (!outcome) {
        throw invalidRequest(
          `This UPI ID is not a Razorpay test UPI ID. In test mode use ${UPI_TEST_IDS.success} (success) or ${UPI_TEST_IDS.failure} (failure); ${UPI_TEST_IDS.late} is captured late.`,
          "vpa",
        );
      }
      const paidWith: PaidWith = { method: "upi", vpa: vpa.toLowerCase() };
      if (outcome.kind === "failure") return { paidWith, result: "failed", failure: outcome.failure };
      return { paidWith, result: outcome.kind === "late" ? "late" : "captured" };
    }
    case "netbanking": {
      const bank = typeof paying.bank === "string" ? paying.bank : "";
      if (!isKnownBank(bank)) throw invalidRequest("Please select a bank.", "bank");
      const answer = paying.bankAnswer as BankAnswer;
      if (answer !== "success" && answer !== "failure") throw invalidRequest("The test bank's answer must be success or failure.", "bank_answer");
      const paidWith: PaidWith = { method: "netbanking", bank };
      return answer === "failure" ? { paidWith, result: "failed", failure: BANK_FAILURE } : { paidWith, result: "captured" };
    }
  }
}

export function payAtCheckout(deps: CheckoutDeps, request: CheckoutPaymentRequest): CheckoutOutcome {
  const decided = verdict(request.paying);
  const failure = decided.result === "failed" ? decided.failure : undefined;
  const { payment, order } = deps.ledger.recordPaymentAttempt(request.orderId, {
    paidWith: decided.paidWith,
    captureLater: decided.result === "late",
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
  const response: CheckoutHandlerResponse = {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: paymentSignature(order.id, payment.id, deps.keySecret),
  };
  if (decided.result === "late") {
    deps.dispatcher.publish(paymentAuthorizedEvents(deps.accountId, payment));
    deps.scheduler.later(deps.settings().lateCaptureDelayMs, () => captureLate(deps, payment.id));
    return { status: "authorized", payment, response };
  }
  deps.dispatcher.publish(paymentCapturedEvents(deps.accountId, payment, order));
  return { status: "captured", payment, response };
}

/** Captures an authorised payment and tells the shop by webhook, as Razorpay does. */
export function capturePayment(deps: CheckoutDeps, paymentId: string, amount?: unknown): PaymentEntity {
  const { payment, order } = deps.ledger.capture(paymentId, amount);
  deps.dispatcher.publish(paymentCapturedEvents(deps.accountId, payment, order));
  return payment;
}

/** The late capture; nothing to do if the shop captured it through the API meanwhile. */
function captureLate(deps: CheckoutDeps, paymentId: string): void {
  if (deps.ledger.payment(paymentId).status !== "authorized") return;
  capturePayment(deps, paymentId);
}
