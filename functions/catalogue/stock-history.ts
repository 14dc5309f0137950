import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { StockMovementQuery } from "../../shared/schemas/stock-movement-query.js";
import type { StockMovement } from "../../shared/schemas/stock-movement.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";

export const STOCK_HISTORY_PAGE = 50;

export interface StockHistoryPage {
  success: true;
  data: StockMovement[];
  pagination: { limit: number; nextCursor: string | null };
}

/** A product's stock movements for the admin, newest first, a page at a time. */
export async function stockHistory(repos: Repositories, productId: string, query: StockMovementQuery): Promise<StockHistoryPage> {
  const product = isPlausibleId(productId) ? await repos.products.get(productId) : undefined;
  if (!product) throw notFound("Product not found");
  const limit = query.limit ?? STOCK_HISTORY_PAGE;
  const page = await repos.stock.list(productId, { limit, cursor: query.cursor });
  return { success: true, data: page.items, pagination: { limit, nextCursor: page.nextCursor } };
}
