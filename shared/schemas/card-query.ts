import * as z from "zod";
import { SORT_OPTIONS } from "../catalogue.js";
import { MAX_CARDS_BY_ID } from "../catalogue-cards.js";
import { pageLimit } from "./page-limit.js";

/** The cap keeps one answer well inside a Lambda's 6 MB (5,000 cards are about 0.8 MB before gzip). */
export const MAX_CARDS_PER_PAGE = 5000;
/** Without a limit: a thousand cards a page; larger pages read no fewer items and take longer (bench/listing-size.ts). */
export const DEFAULT_CARDS_PER_PAGE = 1000;

const text = (name: string, max: number) => z.string().trim().max(max, `${name} is too long`);
const list = (name: string, max: number) =>
  text(name, max).transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean));
const rupees = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a number of rupees`)
    .transform(Number);

/**
 * Query of GET /api/products/cards. Paging alone lists every active product, newest first (a
 * small shop's storefront loads them all). A listing's own parameters (the same names as the
 * storefront's address: docs/catalogue-and-search.md) ask for one page of a listing, filtered,
 * searched and sorted by the server (a large catalogue); `ids` asks for those products' cards.
 */
export const cardQuerySchema = z
  .object({
    limit: pageLimit(MAX_CARDS_PER_PAGE).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
    category: text("category", 60).toLowerCase().optional(),
    type: text("type", 60).toLowerCase().optional(),
    collection: text("collection", 100).toLowerCase().optional(),
    q: text("q", 100).optional(),
    sort: z.enum(SORT_OPTIONS, { message: `sort must be one of ${SORT_OPTIONS.join(", ")}` }).optional(),
    min: rupees("min").optional(),
    max: rupees("max").optional(),
    materials: list("materials", 200).transform((values) => values.map((value) => value.toLowerCase())).optional(),
    sizes: list("sizes", 100).transform((values) => values.map((value) => value.toUpperCase())).optional(),
    instock: z.literal("1", { message: "instock must be 1" }).optional(),
    ids: list("ids", MAX_CARDS_BY_ID * 40)
      .refine((ids) => ids.length <= MAX_CARDS_BY_ID, `ids names at most ${MAX_CARDS_BY_ID} products`)
      .optional(),
  })
  .strict();

export type CardQuery = z.output<typeof cardQuerySchema>;

/** The parameters that make a request a listing's page rather than the plain catalogue. */
const LISTING_PARAMETERS = ["category", "type", "collection", "q", "sort", "min", "max", "materials", "sizes", "instock"] as const;

/** True when the query asks for one listing's page (filtered, searched or sorted on the server). */
export const isListingQuery = (query: CardQuery) => LISTING_PARAMETERS.some((name) => query[name] !== undefined);
