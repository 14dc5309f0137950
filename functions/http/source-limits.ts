import { createMiddleware } from "hono/factory";
import type { AppDeps } from "../deps.js";
import { clientAddress } from "./client-address.js";
import { tooManyRequests } from "./too-many-requests.js";

// Per-source limits on the calls a script would hammer, counted in the table (THROTTLE# items,
// fixed windows, taken with a conditional write) so they hold across every Lambda instance.
// Generous: Indian mobile networks put many shoppers behind one address (carrier-grade NAT).
// rate-limiter-flexible's DynamoDB store was considered: it needs a table of its own with its
// own key schema, where the shop keeps one table; these are one conditional update each.

export interface SourceLimit {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The shopper's sentence, with the wait filled in. */
  sentence: (wait: string) => string;
}

export const SOURCE_LIMITS = {
  register: { name: "register", limit: 10, windowSeconds: 3600, sentence: (wait) => `Too many new accounts from your network. Please try again in ${wait}.` },
  forgotPassword: { name: "forgot-password", limit: 5, windowSeconds: 900, sentence: (wait) => `Too many reset requests from your network. Please try again in ${wait}.` },
  discountCheck: { name: "discount-check", limit: 30, windowSeconds: 900, sentence: (wait) => `Too many discount codes tried. Please try again in ${wait}.` },
  createOrder: { name: "create-order", limit: 60, windowSeconds: 900, sentence: (wait) => `Too many checkouts started from your network. Please try again in ${wait}.` },
  // Each new PIN may reach the courier's API: a script walking every PIN must not spend the shop's quota.
  shippingQuote: { name: "shipping-quote", limit: 120, windowSeconds: 900, sentence: (wait) => `Too many delivery checks from your network. Please try again in ${wait}.` },
  // "Notify me" sends a confirmation e-mail to an address someone typed: a script must not use it to spam.
  backInStock: { name: "back-in-stock", limit: 20, windowSeconds: 3600, sentence: (wait) => `Too many requests from your network. Please try again in ${wait}.` },
  // Gift card codes (issue 45): ten looks a quarter hour from one network, so guessing a code is hopeless.
  giftCardCode: { name: "gift-card-code", limit: 10, windowSeconds: 900, sentence: (wait) => `Too many gift card codes tried from your network. Please try again in ${wait}.` },
  // Sign-in codes (issue 44): each may cost an SMS, so a network asks for a few an hour; tries at
  // codes are per code too (three), this only slows a script walking many numbers.
  signInCode: { name: "sign-in-code", limit: 10, windowSeconds: 3600, sentence: (wait) => `Too many codes asked from your network. Please try again in ${wait}.` },
  signInCodeTry: { name: "sign-in-code-try", limit: 30, windowSeconds: 900, sentence: (wait) => `Too many codes tried from your network. Please try again in ${wait}.` },
} satisfies Record<string, SourceLimit>;

/** Refuses with 429 and Retry-After once the caller's address has used the limit in its window. */
export function limitPerSource(deps: Pick<AppDeps, "repos" | "config">, rule: SourceLimit) {
  return createMiddleware(async (c, next) => {
    const source = clientAddress(c);
    if (deps.config.throttleExemptSources.includes(source)) return next();
    const attempt = await deps.repos.throttle.take(`${rule.name}#${source}`, rule.limit, rule.windowSeconds);
    if (!attempt.allowed) throw tooManyRequests(rule.sentence, attempt.resetsAt, deps.repos.db.now());
    await next();
  });
}
