import * as z from "zod";
import { pageLimit } from "./page-limit.js";

/** GET /api/products/:id/stock-movements: newest first, a page of `limit` (at most 100) after `cursor`. */
export const stockMovementQuerySchema = z
  .object({
    limit: pageLimit(100).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

export type StockMovementQuery = z.output<typeof stockMovementQuerySchema>;
