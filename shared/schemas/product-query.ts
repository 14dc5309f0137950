import * as z from "zod";
import { SORT_OPTIONS } from "../catalogue.js";
import { pageLimit } from "./page-limit.js";

const number = (name: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, `${name} must be a number of rupees`)
    .transform(Number);

/** Query of GET /api/products. Unknown parameters are refused so typos do not silently return everything. */
export const productQuerySchema = z
  .object({
    limit: pageLimit(1000).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
    category: z.string().trim().toLowerCase().max(60, "category is too long").optional(),
    subcategory: z.string().trim().max(60, "subcategory is too long").optional(),
    material: z.string().trim().toLowerCase().max(60, "material is too long").optional(),
    search: z.string().trim().max(100, "search is at most 100 characters").optional(),
    minPrice: number("minPrice").optional(),
    maxPrice: number("maxPrice").optional(),
    sizes: z
      .string()
      .max(100, "sizes is too long")
      .transform((s) => s.split(",").map((x) => x.trim()).filter(Boolean))
      .optional(),
    sort: z.enum(SORT_OPTIONS, { message: `sort must be one of ${SORT_OPTIONS.join(", ")}` }).optional(),
    isActive: z.enum(["true", "false"], { message: "isActive must be true or false" }).optional(),
  })
  .strict();

export type ProductQuery = z.output<typeof productQuerySchema>;
