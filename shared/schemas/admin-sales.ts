import * as z from "zod";

export const SALES_PERIODS = ["7", "30", "90"] as const;

/** GET /api/admin/sales?days=7|30|90 (the last N days, today included). */
export const salesQuerySchema = z
  .object({
    days: z.enum(SALES_PERIODS, { error: "days must be 7, 30 or 90" }).default("30").transform(Number),
  })
  .strict();
