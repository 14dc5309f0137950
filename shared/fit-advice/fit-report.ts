import { RETURN_REASONS, type ReturnReason } from "../returns.js";
import { sumOf, type FitEvidence } from "./fit-evidence.js";
import { sizeSteps } from "./size-ladder.js";

// The owner's view of one product's returns and exchanges (issue 46): per size, of the pieces
// whose fate is known (kept past the return window, or back), how many came back and why, and how
// many were exchanged up or down. Rates are of those pieces, so a recount of the orders and
// returns gives the same figures.

export interface SizeRow {
  size: string;
  /** Pieces kept past the window, plus every piece back: the rates' base. */
  decided: number;
  kept: number;
  returned: Partial<Record<ReturnReason, number>>;
  exchangedUp: number;
  exchangedDown: number;
  /** Exchanges to a size that cannot be placed above or below. */
  exchangedOther: number;
  /** Shares of `decided`, 0-1. */
  returnRate: number;
  exchangeRate: number;
}

export interface FitReport {
  sizes: SizeRow[];
  decided: number;
  returned: number;
  exchanged: number;
  /** Pieces back for size (returned as "size does not fit", or exchanged). */
  sizeBack: number;
  returnRate: number;
  exchangeRate: number;
  sizeReturnRate: number;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Sizes in the product's order, then any it no longer offers. */
function sizesIn(evidence: FitEvidence, order: readonly string[]): string[] {
  const seen = new Set([...Object.keys(evidence.kept), ...Object.keys(evidence.returned), ...Object.keys(evidence.exchanged)]);
  return [...order.filter((size) => seen.has(size)), ...[...seen].filter((size) => !order.includes(size)).sort()];
}

export function fitReport(evidence: FitEvidence, order: readonly string[] = []): FitReport {
  const sizes = sizesIn(evidence, order).map((size): SizeRow => {
    const kept = evidence.kept[size] ?? 0;
    const returned = evidence.returned[size] ?? {};
    let exchangedUp = 0;
    let exchangedDown = 0;
    let exchangedOther = 0;
    for (const [to, pieces] of Object.entries(evidence.exchanged[size] ?? {})) {
      const steps = sizeSteps(size, to, order);
      if (steps !== undefined && steps > 0) exchangedUp += pieces;
      else if (steps !== undefined && steps < 0) exchangedDown += pieces;
      else exchangedOther += pieces;
    }
    const back = sumOf(returned);
    const exchanged = exchangedUp + exchangedDown + exchangedOther;
    const decided = kept + back + exchanged;
    return { size, decided, kept, returned, exchangedUp, exchangedDown, exchangedOther, returnRate: share(back, decided), exchangeRate: share(exchanged, decided) };
  });
  const decided = sizes.reduce((sum, row) => sum + row.decided, 0);
  const returned = sizes.reduce((sum, row) => sum + sumOf(row.returned), 0);
  const exchanged = sizes.reduce((sum, row) => sum + row.exchangedUp + row.exchangedDown + row.exchangedOther, 0);
  const sizeBack = exchanged + sizes.reduce((sum, row) => sum + (row.returned["size-does-not-fit"] ?? 0), 0);
  return { sizes, decided, returned, exchanged, sizeBack, returnRate: share(returned, decided), exchangeRate: share(exchanged, decided), sizeReturnRate: share(sizeBack, decided) };
}

/**
 * "Check the size guide": a product whose pieces come back for size at least twice as often as
 * the shop's, and 10 points above it, once enough pieces are known to tell (the signal's threshold).
 */
export function checkSizeGuide(product: Pick<FitReport, "decided" | "sizeReturnRate">, shopRate: number, minPieces: number): boolean {
  return product.decided >= minPieces && product.sizeReturnRate >= 2 * shopRate && product.sizeReturnRate - shopRate >= 0.1;
}

export const REPORT_REASONS: readonly ReturnReason[] = RETURN_REASONS;

/** "12%": a rate as the owner reads it. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
