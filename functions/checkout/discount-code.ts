import { discountPaiseFor, describeTerms } from "../../shared/discount.js";
import { formatPaise } from "../../shared/money.js";
import { discountCodeField } from "../../shared/schemas/discount.js";
import type { StoredDiscount } from "../data/discounts.js";
import type { Repositories } from "../data/repositories.js";
import { badRequest, conflict, notFound } from "../errors.js";

/** A code that applies to a basket, and what it takes off. */
export interface AppliedDiscount {
  code: StoredDiscount;
  discountPaise: number;
}

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function describeDiscount(code: StoredDiscount): string {
  return code.description || describeTerms(code, formatPaise);
}

/**
 * Whether `raw` applies to a basket of `itemsPaise` for this shopper (undefined: not signed in,
 * so their own limit is checked at checkout), and what it takes off. Refusals say why, in words
 * a shopper can act on. The server alone decides: the browser only ever sends the code.
 */
export async function applyDiscount(repos: Repositories, raw: string, itemsPaise: number, userId: string | undefined): Promise<AppliedDiscount> {
  const parsed = discountCodeField.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Enter a discount code");
  const code = await repos.discounts.get(parsed.data);
  if (!code) throw notFound(`There is no discount code ${parsed.data}. Check the spelling.`);
  const name = code.code;
  const now = repos.db.now().toISOString();
  if (!code.isActive) throw conflict(`The code ${name} is not active.`);
  if (code.startsAt > now) throw conflict(`The code ${name} can be used from ${day.format(new Date(code.startsAt))}.`);
  if (code.endsAt !== null && code.endsAt <= now) throw conflict(`The code ${name} expired on ${day.format(new Date(code.endsAt))}.`);
  if (code.maxUses !== null && code.taken >= code.maxUses) throw conflict(`The code ${name} has been used up.`);
  if (userId && code.maxUsesPerCustomer !== null && (await repos.discounts.customerTaken(name, userId)) >= code.maxUsesPerCustomer) {
    throw conflict(code.maxUsesPerCustomer === 1 ? `You have already used the code ${name}.` : `You have used the code ${name} as many times as it allows.`);
  }
  if (itemsPaise < code.minOrderPaise) throw conflict(`The code ${name} needs an order of at least ${formatPaise(code.minOrderPaise)}.`);
  return { code, discountPaise: discountPaiseFor(code, itemsPaise) };
}
