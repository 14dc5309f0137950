import type { FitAdvice } from "./fit-advice.js";
import type { FitReport } from "./fit-report.js";
import type { SizeSuggestion } from "./size-suggestion.js";

// What the fit advice routes answer (issue 46), one shape for the server that writes it and the
// screens that read it.

/** GET /api/products/:productId/fit (and /fit/mine, with her own suggestion). */
export interface ProductFit {
  advice: FitAdvice | null;
  /** Hers alone; absent when she is not signed in. */
  suggestion?: SizeSuggestion | null;
}

/** One product on the owner's view. */
export interface OwnerFitRow {
  productId: string;
  name: string;
  subcategory: string;
  report: FitReport;
  /** The product's own signal (never its subcategory's): what its page says. */
  signal: FitAdvice | null;
  checkSizeGuide: boolean;
}

/** The shop's figures the owner's rows are weighed against. */
export interface ShopFit {
  decided: number;
  sizeReturnRate: number;
  returnRate: number;
  exchangeRate: number;
  minSignals: number;
}
