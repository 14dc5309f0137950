import * as z from "zod";
import { ORDER_STATUSES } from "./order-status.js";

export const ORDER_PAGE_DEFAULT = 50;
export const ORDER_PAGE_MAX = 100;

const limit = z
  .string()
  .regex(/^\d+$/, "limit must be a whole number")
  .transform(Number)
  .pipe(z.number().int().min(1, "limit must be at least 1").max(ORDER_PAGE_MAX, `limit must be at most ${ORDER_PAGE_MAX}`));

/** Paid orders (the default), or checkouts that were never paid (issue 22 item 5). */
export const ORDER_SHELVES = ["paid", "unpaid"] as const;

/** Query of the admin's GET /api/orders: paid orders or unpaid checkouts, search by order id or customer, status, pages. */
export const orderListQuerySchema = z
  .object({
    show: z.enum(ORDER_SHELVES, { error: `show must be one of: ${ORDER_SHELVES.join(", ")}` }).default("paid"),
    limit: limit.default(ORDER_PAGE_DEFAULT),
    cursor: z.string().max(1024, "cursor is too long").optional(),
    search: z.string().trim().max(100, "search is at most 100 characters").optional(),
    status: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(", ")}` }))
      .optional(),
  })
  .strict();

export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** Query of GET /api/orders/my-orders: the shopper's own, in pages. */
export const myOrdersQuerySchema = z
  .object({
    limit: limit.default(ORDER_PAGE_MAX),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();
