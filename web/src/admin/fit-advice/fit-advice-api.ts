import type { FitAdvice } from "@shared/fit-advice/fit-advice.js";
import type { FitReport } from "@shared/fit-advice/fit-report.js";
import { api } from "@/api/client.js";

// The owner's fit view (issue 46): products with evidence, a page at a time, and the shop's figures.

export interface FitRow {
  productId: string;
  name: string;
  subcategory: string;
  report: FitReport;
  signal: FitAdvice | null;
  checkSizeGuide: boolean;
}

export interface ShopFit {
  decided: number;
  sizeReturnRate: number;
  returnRate: number;
  exchangeRate: number;
  minSignals: number;
}

export interface FitPage {
  data: FitRow[];
  shop: ShopFit;
  pagination: { limit: number; nextCursor: string | null };
}

export function fetchFitPage(query: { flagged: boolean; cursor?: string }, signal?: AbortSignal): Promise<FitPage> {
  return api.get<FitPage>("/admin/fit-advice", { flagged: query.flagged ? "1" : undefined, cursor: query.cursor }, signal);
}
