import * as z from "zod";
import { absentIfNull, knownFieldsOnly } from "./known-fields.js";

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const statusList = ORDER_STATUSES.join(", ");

/**
 * The admin's Update Status form (docs/product.md section 4): any of the six statuses, freely. Tracking
 * number, carrier and notes left out keep what the order has; an empty text clears them.
 */
export const orderStatusSchema = knownFieldsOnly(
  z.object({
    status: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z
        .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "Status is required" : "Status must be text") })
        .min(1, "Status is required")
        .pipe(z.enum(ORDER_STATUSES, { error: `Status must be one of: ${statusList}` })),
    ),
    trackingNumber: z.preprocess(
      absentIfNull,
      z.string({ error: "Tracking number must be text" }).trim().max(100, "Tracking number is at most 100 characters").optional(),
    ),
    carrier: z.preprocess(absentIfNull, z.string({ error: "Carrier must be text" }).trim().max(60, "Carrier is at most 60 characters").optional()),
    notes: z.preprocess(absentIfNull, z.string({ error: "Notes must be text" }).trim().max(1000, "Notes are at most 1000 characters").optional()),
    /** Why the owner marks it delivered by hand (issue 39): required for "delivered", kept in its history and the audit log. */
    reason: z.preprocess(absentIfNull, z.string({ error: "Reason must be text" }).trim().max(500, "Reason is at most 500 characters").optional()),
  }),
  "status update",
);

export type OrderStatusUpdate = z.output<typeof orderStatusSchema>;
