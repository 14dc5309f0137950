import * as z from "zod";
import { pageLimit } from "./page-limit.js";

/** The cap keeps one answer well inside a Lambda's 6 MB (5,000 cards are about 0.8 MB before gzip). */
export const MAX_CARDS_PER_PAGE = 5000;
/** Without a limit: a thousand cards a page; larger pages read no fewer items and take longer (bench/listing-size.ts). */
export const DEFAULT_CARDS_PER_PAGE = 1000;

/**
 * Query of GET /api/products/cards: paging alone lists every active product, newest first (a
 * small shop's storefront loads them all). Any other parameter asks for a listing's page or cards
 * by id, checked by card-listing-query.ts where that is answered.
 */
export const cardQuerySchema = z
  .object({
    limit: pageLimit(MAX_CARDS_PER_PAGE).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .catchall(z.string());

export type CardQuery = z.output<typeof cardQuerySchema>;

/** True when the query asks for more than the plain catalogue's pages (a listing's page, cards by id). */
export const isListingQuery = (query: object) => Object.keys(query).some((name) => name !== "limit" && name !== "cursor");
