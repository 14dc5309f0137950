// A product's stock movements for the admin (GET /api/products/:id/stock-movements), newest first.
import type { StockMovement } from "@shared/schemas/stock-movement.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export interface StockHistoryPage {
  movements: StockMovement[];
  nextCursor: string | null;
}

export async function fetchStockHistory(productId: string, cursor: string | undefined, signal?: AbortSignal): Promise<StockHistoryPage> {
  const body = await api.get<Answer<"/products/:productId/stock-movements", "$get">>(
    `/products/${encodeURIComponent(productId)}/stock-movements`,
    { limit: 20, cursor },
    signal,
  );
  return { movements: body.data, nextCursor: body.pagination.nextCursor };
}
