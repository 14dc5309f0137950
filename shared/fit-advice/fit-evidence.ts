import type { ReturnReason } from "../returns.js";
import type { ReviewFit } from "../reviews.js";

// What the shop has learnt about one product's fit (or a whole subcategory's) from its own
// records (issue 46): pieces kept past the return window, pieces sent back, sizes exchanged and
// published reviews' fit answers. Counts only, never a buyer's name.

export interface FitEvidence {
  /** Pieces kept past the return window, by size. */
  kept: Record<string, number>;
  /** Pieces sent back for credit or a refund, by size, then why. */
  returned: Record<string, Partial<Record<ReturnReason, number>>>;
  /** Pieces exchanged, by the size sent back, then the size taken instead. */
  exchanged: Record<string, Record<string, number>>;
  /** Published reviews' answers to "How does it fit?". */
  reviews: Record<ReviewFit, number>;
}

export const NO_FIT_EVIDENCE: FitEvidence = { kept: {}, returned: {}, exchanged: {}, reviews: { "runs-small": 0, "true-to-size": 0, "runs-large": 0 } };

export const sumOf = (counts: Readonly<Record<string, number | undefined>>) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
