import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { SIGN_IN_CODE_DIGITS } from "@shared/schemas/phone-sign-in.js";

// A sign-in code is six digits: a million of them, so a plain hash in a leaked table would give
// every code back in a moment. It is kept as an HMAC keyed with the shop's secret, bound to the
// number and the request, so one number's hash says nothing about another's.

export function makeSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_DIGITS)).padStart(SIGN_IN_CODE_DIGITS, "0");
}

export function signInCodeHash(secret: string, phone: string, requestId: string, code: string): string {
  return createHmac("sha256", secret).update(`sign-in-code:${phone}:${requestId}:${code}`).digest("hex");
}

/** Whether a presented code is the one kept, compared in constant time. */
export function sameCode(presentedHash: string, keptHash: string): boolean {
  const presented = Buffer.from(presentedHash, "hex");
  const kept = Buffer.from(keptHash, "hex");
  return presented.length === kept.length && timingSafeEqual(presented, kept);
}
