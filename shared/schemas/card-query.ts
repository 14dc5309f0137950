import * as z from "zod";

/** A boutique's whole catalogue fits one answer; the cap keeps one answer well inside a Lambda's 6 MB. */
export const MAX_CARDS_PER_PAGE = 5000;

/** Query of GET /api/products/cards: paging only (filters, sorting and search run in the browser). */
export const cardQuerySchema = z
  .object({
    limit: z
      .string()
      .regex(/^\d+$/, "limit must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "limit must be at least 1").max(MAX_CARDS_PER_PAGE, `limit must be at most ${MAX_CARDS_PER_PAGE}`))
      .optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

export type CardQuery = z.output<typeof cardQuerySchema>;
