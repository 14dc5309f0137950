import type { DiscountQuote } from "@shared/schemas/discount-code.js";
import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

/** A basket line as the server prices it. */
export interface DiscountLine {
  product: string;
  size: string;
  quantity: number;
}

/** What the code takes off these lines (the server prices them; a signed-in shopper's own uses count too). */
export async function checkDiscount(code: string, items: readonly DiscountLine[]): Promise<DiscountQuote> {
  const body = await api.post<Answer<"/discounts/check", "$post">>("/discounts/check", { code, items });
  return body.data;
}

const CLIENT_WORDED = /^The request failed \(\d+\)\.$/;

/** The server's reason ("This code has expired."), or what to do when there was no answer. */
export function refusalReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.message && !CLIENT_WORDED.test(error.message)) return error.message;
  }
  return "The code could not be checked just now. Please try again.";
}

/** Cart or checkout lines as the check wants them. */
export function discountLines(lines: ReadonlyArray<{ productId: string; size: string; quantity: number }>): DiscountLine[] {
  return lines.map((line) => ({ product: line.productId, size: line.size, quantity: line.quantity }));
}
