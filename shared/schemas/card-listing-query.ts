import * as z from "zod";
import { SORT_OPTIONS } from "../catalogue.js";
import { MAX_CARDS_BY_ID } from "../catalogue-cards.js";
import { MAX_CARDS_PER_PAGE } from "./card-query.js";
import { pageLimit } from "./page-limit.js";

const text = (name: string, max: number) => z.string().trim().max(max, `${name} is too long`);
const list = (name: string, max: number) =>
  text(name, max).transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean));
const rupees = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a number of rupees`)
    .transform(Number);

/**
 * A listing's query of GET /api/products/cards: one page of a listing (the same names as the
 * storefront's address: docs/catalogue-and-search.md), filtered, searched and sorted by the server
 * for a large catalogue, or `ids` for those products' cards. Checked where it is answered, off the
 * API's cold start (functions/catalogue/listing-pages.ts).
 */
export const cardListingQuerySchema = z
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

export type CardListingQuery = z.output<typeof cardListingQuerySchema>;
