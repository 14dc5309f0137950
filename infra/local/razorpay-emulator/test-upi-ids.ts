import type { PaymentFailure } from "./test-cards.js";

// Razorpay's test-mode UPI ids, plus one of the emulator's own for a payment captured late.

export type UpiOutcome =
  | { kind: "success" }
  /** Authorised by the payer's bank at once, captured by Razorpay only a while later. */
  | { kind: "late" }
  | { kind: "failure"; failure: PaymentFailure };

const UPI_DECLINED: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "Your payment could not be completed as the UPI request was declined. Please try again or pay another way.",
  source: "customer",
  step: "payment_authorization",
  reason: "payment_failed",
};

export const UPI_TEST_IDS = {
  success: "success@razorpay",
  failure: "failure@razorpay",
  late: "late@razorpay",
} as const;

const OUTCOMES: ReadonlyMap<string, UpiOutcome> = new Map<string, UpiOutcome>([
  [UPI_TEST_IDS.success, { kind: "success" }],
  [UPI_TEST_IDS.failure, { kind: "failure", failure: UPI_DECLINED }],
  [UPI_TEST_IDS.late, { kind: "late" }],
]);

/** A UPI id is a handle, an @ and the payment provider's name (asha.rao@okhdfcbank). */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

/** The outcome of paying with a UPI id (case does not matter), or undefined for one test mode does not know. */
export function testUpiOutcome(vpa: string): UpiOutcome | undefined {
  return OUTCOMES.get(vpa.trim().toLowerCase());
}
