// Razorpay's test-mode cards. Any future expiry and any CVV are accepted with them.

export interface PaymentFailure {
  code: "BAD_REQUEST_ERROR" | "GATEWAY_ERROR";
  description: string;
  source: string;
  step: string;
  reason: string;
}

export type CardOutcome =
  | { kind: "success"; network: "Visa" | "MasterCard" }
  | { kind: "failure"; network: "Visa" | "MasterCard"; failure: PaymentFailure };

const CARD_DECLINED: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "Your payment has been declined by your bank. Please try another card or contact your bank.",
  source: "bank",
  step: "payment_authorization",
  reason: "card_declined",
};

const INSUFFICIENT_FUNDS: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "Your payment could not be completed due to insufficient account balance. Please try another card.",
  source: "customer",
  step: "payment_authorization",
  reason: "insufficient_funds",
};

const OUTCOMES: ReadonlyMap<string, CardOutcome> = new Map<string, CardOutcome>([
  ["4100280000001007", { kind: "success", network: "Visa" }],
  ["5500670000001002", { kind: "success", network: "MasterCard" }],
  ["4100280000060003", { kind: "failure", network: "Visa", failure: CARD_DECLINED }],
  ["4100280000080001", { kind: "failure", network: "Visa", failure: INSUFFICIENT_FUNDS }],
]);

/** The outcome of paying with a test card, or undefined for a number test mode does not know. */
export function testCardOutcome(cardNumber: string): CardOutcome | undefined {
  return OUTCOMES.get(cardNumber);
}
