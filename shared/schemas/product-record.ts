import * as z from "zod";
import { productFieldsSchema, sizeGuideRowSchema } from "./product.js";

// A product as the server keeps it: the admin's fields (./product.ts) once the server has checked
// them, with the server's own: id, stock counts, reviews and times. The API answers it with the
// spec's aliases added at the edge (functions/http/spec-aliases.ts). For types only: the server
// never parses its own answers, so nothing imports this at run time.

const piecesBySize = z.record(z.string(), z.number());

export const productRecordSchema = productFieldsSchema.extend({
  id: z.string(),
  category: z.string(),
  /** Pieces across all sizes: the sum of stockBySize. */
  stock: z.number(),
  /** Pieces available per offered size, one key per entry of `sizes` (held pieces are not counted). */
  stockBySize: piecesBySize,
  /** Pieces per size held in open checkouts: on the shelf but not available (issue 22). */
  heldBySize: piecesBySize.optional(),
  /** Pieces per size on the shelf, what the owner counts: available + held. */
  onHandBySize: piecesBySize.optional(),
  sizes: z.array(z.string()),
  size_guide: z.array(sizeGuideRowSchema),
  /** Made to the shopper's measure: the policy says custom-made pieces cannot be returned (issue 25). */
  customMade: z.boolean().optional(),
  /** The average of its approved reviews, to one decimal; absent with none (issue 27: never typed, never 0). */
  rating: z.number().optional(),
  /** How many approved reviews the rating is from. */
  reviewCount: z.number().optional(),
  /** The sum of their stars, kept with the count by each moderation (functions/data/reviews.ts). */
  ratingSum: z.number().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ProductRecord = z.output<typeof productRecordSchema>;

/** A product as the API answers it: the record with the spec's spellings of id and originalPrice. */
export const productSchema = productRecordSchema.extend({
  _id: z.string(),
  original_price: z.number().optional(),
});

export type Product = z.output<typeof productSchema>;
