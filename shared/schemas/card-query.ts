import * as z from "zod";
import { pageLimit } from "./page-limit.js";

/** The cap keeps one answer well inside a Lambda's 6 MB (5,000 cards are about 0.8 MB before gzip). */
export const MAX_CARDS_PER_PAGE = 5000;
/** Without a limit: a thousand cards a page; larger pages read no fewer items and take longer (bench/listing-size.ts). */
export const DEFAULT_CARDS_PER_PAGE = 1000;

/** Query of GET /api/products/cards: paging only (filters, sorting and search run in the browser). */
export const cardQuerySchema = z
  .object({
    limit: pageLimit(MAX_CARDS_PER_PAGE).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

export type CardQuery = z.output<typeof cardQuerySchema>;
