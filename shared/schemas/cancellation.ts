import * as z from "zod";
import { knownFieldsOnly, requiredText } from "./known-fields.js";

/** Why an order is cancelled: the shopper's words, or the shop's (issue 25). */
export const CANCELLATION_REASONS = ["Ordered by mistake", "Found a better price", "Wrong size or colour chosen", "Delivery takes too long", "Other"] as const;

export const cancelOrderSchema = knownFieldsOnly(
  z.object({
    reason: requiredText("Reason", 300),
  }),
  "cancellation",
);

export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;
