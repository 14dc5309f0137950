import { addDays, shopDate } from "../../shared/shop-calendar.js";
import type { Repositories } from "../data/repositories.js";

/** "Popular" looks this far back (docs/catalogue-and-search.md). */
export const POPULAR_DAYS = 30;

/** Pieces sold per product id. */
export type PiecesSold = ReadonlyMap<string, number>;

/**
 * Pieces sold per product in the last 30 shop days (today included), read from the daily sales
 * rollups (functions/data/sales-days.ts: a closed day is one item), never a scan of orders. Kept for `ttlMs`
 * per process, like the catalogue answers it sorts, and shared by the reads made meanwhile.
 */
export function createPopularity(repos: Repositories, options: { ttlMs: number }) {
  let kept: { until: number; sold: Promise<PiecesSold> } | null = null;

  async function read(): Promise<PiecesSold> {
    const today = shopDate(repos.db.now());
    // Closed days from their rolled-up items (one query), today live: loaded on use.
    const { salesByDays } = await import("../data/sales-days.js");
    const { products } = await salesByDays(repos.db, addDays(today, -(POPULAR_DAYS - 1)), today, today);
    return new Map([...products.values()].map((sales) => [sales.productId, sales.units]));
  }

  return {
    soldLately(): Promise<PiecesSold> {
      const at = Date.now();
      if (kept && kept.until > at) return kept.sold;
      const sold = read();
      // A failed read is not kept: the next shopper's read tries again.
      sold.catch(() => {
        if (kept?.sold === sold) kept = null;
      });
      kept = { until: at + Math.max(options.ttlMs, 0), sold };
      return sold;
    },
  };
}

export type Popularity = ReturnType<typeof createPopularity>;
