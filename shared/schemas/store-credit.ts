import * as z from "zod";
import { pageLimit } from "./page-limit.js";

// Store credit calls (issue 25): the shopper's ledger, and the admin's adjustment with a reason.

export const STORE_CREDIT_PAGE_DEFAULT = 20;

/** GET /api/store-credit and GET /api/users/:id/store-credit: newest entries first, cursor pages. */
export const storeCreditQuerySchema = z
  .object({
    limit: pageLimit(100).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

/** Rs 1,00,000: more than any one piece's price, so a typo of extra zeros is refused. */
export const MAX_ADJUSTMENT_RUPEES = 100_000;

/** POST /api/users/:id/store-credit: rupees to add (+) or take away (−), and why. */
export const storeCreditAdjustmentSchema = z
  .object({
    amount: z
      .number({ error: "amount must be a number of rupees (negative to take credit away)" })
      .refine((value) => value !== 0, "amount must not be 0")
      .refine((value) => Math.abs(value) <= MAX_ADJUSTMENT_RUPEES, `amount must be at most ₹${MAX_ADJUSTMENT_RUPEES.toLocaleString("en-IN")} either way`)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "amount can have at most 2 decimals"),
    reason: z.string({ error: "reason is required" }).trim().min(3, "reason must be at least 3 characters").max(200, "reason is at most 200 characters"),
    /** The same key again (a double click, a retried request) changes nothing the second time. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "idempotencyKey must be 8 to 64 letters, digits, - or _").optional(),
  })
  .strict();
export type StoreCreditAdjustment = z.output<typeof storeCreditAdjustmentSchema>;
