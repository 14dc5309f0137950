import type { OwnerFitRow, ShopFit } from "@shared/fit-advice/fit-answers.js";
import { api } from "@/api/client.js";

// The owner's fit view (issue 46): products with evidence, a page at a time, and the shop's figures.

export type FitRow = OwnerFitRow;

export interface FitPage {
  data: FitRow[];
  shop: ShopFit;
  pagination: { limit: number; nextCursor: string | null };
}

export function fetchFitPage(query: { flagged: boolean; cursor?: string }, signal?: AbortSignal): Promise<FitPage> {
  return api.get<FitPage>("/admin/fit-advice", { flagged: query.flagged ? "1" : undefined, cursor: query.cursor }, signal);
}
