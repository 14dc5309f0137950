// Discount arithmetic in paise (issue 15), shared by the server that decides and the browser that
// shows it. The discount lowers each line's value in proportion to it, so the GST included in
// each line is worked out on what the shopper really pays for it.
import { gstRateFor } from "./money.js";
import type { DiscountKind } from "./schemas/discount-code.js";

export interface DiscountTerms {
  kind: DiscountKind;
  /** Percent off (1-100) or paise off. */
  value: number;
}

/** What the terms take off `itemsPaise`: never more than the items, never a fraction of a paisa. */
export function discountPaiseFor(terms: DiscountTerms, itemsPaise: number): number {
  const off = terms.kind === "percent" ? Math.floor((itemsPaise * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(itemsPaise, off));
}

/**
 * The discount spread over lines in proportion to their value, in whole paise that add up to
 * the discount exactly (largest remainders take the odd paise, earlier lines first on ties).
 */
export function spreadDiscount(linePaise: readonly number[], discountPaise: number): number[] {
  const total = linePaise.reduce((sum, value) => sum + value, 0);
  if (total === 0 || discountPaise === 0) return linePaise.map(() => 0);
  const exact = linePaise.map((value) => (value * discountPaise) / total);
  const shares = exact.map(Math.floor);
  let left = discountPaise - shares.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** GST included in a line the shopper pays `linePaise` for, at the rate its pieces' value (and HSN) fall in. */
export function includedGstOnLine(linePaise: number, quantity: number, hsn?: string): number {
  const rate = gstRateFor(Math.round(linePaise / quantity), hsn);
  return Math.round((linePaise * rate) / (100 + rate));
}

/** "10% off", "₹500 off" */
export function describeTerms(terms: DiscountTerms, formatPaise: (paise: number) => string): string {
  return terms.kind === "percent" ? `${terms.value}% off` : `${formatPaise(terms.value)} off`;
}
