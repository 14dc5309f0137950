import { invalidRequest } from "./errors.js";

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface CardInput {
  number?: unknown;
  /** "MM/YY" or "MM / YY"; a far-future default when omitted (in-process payments). */
  expiry?: unknown;
  cvv?: unknown;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the card as checkout does before it sends anything to the bank. */
export function readCardDetails(input: CardInput, now: Date = new Date()): CardDetails {
  const number = typeof input.number === "string" ? input.number.replace(/[\s-]/g, "") : "";
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw invalidRequest("Please enter a valid card number.", "card[number]");
  }

  const expiryText = input.expiry === undefined ? `12/${String((now.getFullYear() + 5) % 100).padStart(2, "0")}` : input.expiry;
  const expiry = typeof expiryText === "string" ? /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiryText) : null;
  const month = expiry ? Number(expiry[1]) : 0;
  const yearText = expiry?.[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is valid through the last day of its expiry month.
  const expired = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  if (!expiry || month < 1 || month > 12 || expired) {
    throw invalidRequest("Please enter a valid expiry date (MM/YY) in the future.", "card[expiry]");
  }

  const cvv = input.cvv === undefined ? "123" : input.cvv;
  if (typeof cvv !== "string" || !/^\d{3,4}$/.test(cvv)) {
    throw invalidRequest("Please enter a valid CVV.", "card[cvv]");
  }
  return { number, expiryMonth: month, expiryYear: year, cvv };
}
