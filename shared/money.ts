import { gstRatePercent } from "./tax/hsn.js";
import { indianGrouping } from "./indian-grouping.js";

// Every sum of money is made in integer paise: floats never add rupees.

/** Rupees (at most two decimals) to integer paise. Rejects values with more precision. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6) throw new RangeError(`More than two decimals: ${rupees}`);
  return paise;
}

export function toRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be whole: ${paise}`);
  return paise / 100;
}

/** True when the value is a positive amount of rupees with at most two decimals. */
export function isRupeeAmount(value: number): boolean {
  return Number.isFinite(value) && value > 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export function sumPaise(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  return lines.reduce((total, line) => total + toPaise(line.price) * line.quantity, 0);
}

// Written by hand rather than with Intl.NumberFormat: the first Intl formatter a page creates
// loads the browser's locale data, about 15 ms of a phone's main thread at start (60 ms at
// Lighthouse's 4x CPU) before the first price shows. The output is Intl's en-IN INR form,
// which tests/unit/money-format.test.ts checks against Intl itself.

/** Paise (a whole number) as an Indian figure: 12345650 → "1,23,456.50" (lakh and crore grouping). */
function indianFigure(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be whole: ${paise}`);
  const fraction = (Math.abs(paise) % 100).toString().padStart(2, "0");
  return `${indianGrouping(Math.floor(Math.abs(paise) / 100))}.${fraction}`;
}

const roundedPaise = (rupees: number) => Math.round(rupees * 100);

/** ₹1,23,456.50 */
export function formatRupees(rupees: number): string {
  return formatPaise(roundedPaise(rupees));
}

/** Paise shown as rupees for a person to read: ₹1,23,456.50. */
export function formatPaise(paise: number): string {
  return `${paise < 0 ? "-" : ""}₹${indianFigure(paise)}`;
}

/** A round amount without its paise (a gift card's ₹2,500), any other as formatPaise: ₹2,500.50. */
export function formatPaiseBrief(paise: number): string {
  return paise % 100 === 0 ? formatPaise(paise).slice(0, -3) : formatPaise(paise);
}

/** Paise as a figure in a table of rupees: 1,23,456.50 (no symbol). */
export function formatPaiseFigure(paise: number): string {
  return `${paise < 0 ? "-" : ""}${indianFigure(paise)}`;
}

/**
 * GST included in a price. Apparel is 5% at or below ₹2,500 a piece and 18% above (from
 * 22 Sep 2025); a saree classified as fabric by its HSN is 5% at any price (shared/tax/hsn.ts).
 * Prices are GST-inclusive, so the tax is price × rate / (100 + rate), in paise.
 */
export function includedGstPaise(unitPricePaise: number, quantity: number, hsn?: string): number {
  const rate = gstRateFor(unitPricePaise, hsn);
  return Math.round((unitPricePaise * quantity * rate) / (100 + rate));
}

/** The GST rate (percent) for a piece sold at this value under this HSN (shared/tax/hsn.ts). */
export function gstRateFor(unitValuePaise: number, hsn?: string): 5 | 18 {
  return gstRatePercent(unitValuePaise, hsn);
}
