import type { PaymentFailure } from "./test-cards.js";

// Net banking in test mode: the shopper picks a bank, and Razorpay's test bank page asks
// whether the payment should succeed or fail.

/** Razorpay's bank codes and names, as Checkout lists them. */
export const NETBANKING_BANKS: Readonly<Record<string, string>> = Object.freeze({
  SBIN: "State Bank of India",
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  UTIB: "Axis Bank",
  KKBK: "Kotak Mahindra Bank",
  PUNB_R: "Punjab National Bank - Retail Banking",
  BARB_R: "Bank of Baroda - Retail Banking",
  YESB: "Yes Bank",
});

export type BankAnswer = "success" | "failure";

export const BANK_FAILURE: PaymentFailure = {
  code: "BAD_REQUEST_ERROR",
  description: "Your payment could not be completed by your bank. Please try again or pay another way.",
  source: "bank",
  step: "payment_authorization",
  reason: "payment_failed",
};

export function isKnownBank(code: string): boolean {
  return Object.hasOwn(NETBANKING_BANKS, code);
}
