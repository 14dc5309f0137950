import * as z from "zod";
import { pageLimit } from "./page-limit.js";

/** A boutique's whole catalogue fits one answer; the cap keeps one answer well inside a Lambda's 6 MB. */
export const MAX_CARDS_PER_PAGE = 5000;

/** Query of GET /api/products/cards: paging only (filters, sorting and search run in the browser). */
export const cardQuerySchema = z
  .object({
    limit: pageLimit(MAX_CARDS_PER_PAGE).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

export type CardQuery = z.output<typeof cardQuerySchema>;
