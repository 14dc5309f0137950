import * as z from "zod";
import { pageLimit } from "./page-limit.js";

/** GET /api/admin/fit-advice: the owner's products with fit evidence, a page at a time; `flagged` keeps only those to check. */
export const fitAdviceListQuerySchema = z
  .object({
    flagged: z.enum(["1", "true"], { error: "flagged must be 1 or true" }).optional(),
    limit: pageLimit(100).default(50),
    cursor: z.string({ error: "cursor must be text" }).max(1024, "cursor is not valid").optional(),
  })
  .strict();
export type FitAdviceListQuery = z.output<typeof fitAdviceListQuerySchema>;
